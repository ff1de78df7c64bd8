/**
 * Lingui's configuration for the modal's message catalogues (see src/i18n/README.md): one PO
 * file per locale and catalogue, written by hand with explicit message ids (no macros, so no
 * extraction), compiled by `npm run i18n:compile -w modal` into TypeScript modules committed
 * beside them. `--strict` fails on a message a locale lacks. A plain object: no import of
 * @lingui/conf, which the modal does not depend on.
 */
export default {
  locales: ['en', 'es', 'ar'],
  sourceLocale: 'en',
  fallbackLocales: false,
  format: 'po',
  compileNamespace: 'ts',
  catalogs: [
    // What the modal's views show: one dynamic import per locale, loaded when it is used.
    { path: '<rootDir>/src/i18n/locales/{locale}/messages', include: [] },
    // The few texts of ConnectButton and NetworkButton, drawn before the first click.
    { path: '<rootDir>/src/i18n/locales/{locale}/buttons', include: [] },
    // The names views' texts (RegisterAccountName and its success): loaded with those views.
    { path: '<rootDir>/src/i18n/locales/{locale}/names', include: [] },
    // Swap's views (Swap, SwapSelectToken, SwapPreview): loaded with them. Its errors (swap.error.*)
    // stay in `messages`: the logic raises them and they are translated from their English text.
    { path: '<rootDir>/src/i18n/locales/{locale}/swap', include: [] },
    // Buy's views (the on-ramp: providers, fiat and token choice, BuyInProgress): loaded with them.
    { path: '<rootDir>/src/i18n/locales/{locale}/onramp', include: [] },
    // Send's views (WalletSend, its token choice and preview; EVM and Solana). Its errors
    // (send.error.*) stay in `messages`, as swap's do; so does send.row.network, which Swap shows.
    { path: '<rootDir>/src/i18n/locales/{locale}/send', include: [] },
    // The Send BTC view's texts: loaded with that view.
    { path: '<rootDir>/src/i18n/locales/{locale}/bitcoin', include: [] },
  ],
}
