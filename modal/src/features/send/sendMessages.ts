/**
 * The send flow's own error texts, thrown as PorticoError messages (developer-facing, English;
 * SPEC §8 gives the snackbars). The views show them in the visitor's language: the catalogue
 * has each under `send.error.*` (i18n/locales/<locale>/messages.po), matched by its English text.
 */
export const sendTexts = {
  userRejected: 'The wallet declined the transaction',
  noWallet: 'No wallet is connected',
  transferRefused: 'The token did not confirm the transfer',
  invalidHash: 'The wallet did not return a transaction hash',
} as const
