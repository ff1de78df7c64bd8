/**
 * The swap flow's own error texts (developer-facing English, like send's): the views show them
 * in the visitor's language, the catalogue having each under `swap.error.*`
 * (i18n/locales/<locale>/messages.po), matched by its English text.
 */
export const swapTexts = {
  slippageExceeded: 'The price moved beyond your slippage tolerance. Review the new quote.',
  allowance: 'The token allowance is too low for this swap',
  unavailable: 'The swap service did not answer. Try again.',
  approveFailed: 'The approval did not go through',
} as const
