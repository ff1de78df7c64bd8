/**
 * The quote used when the cloud's POST /v1/onramp/quote fails (SPEC §7): every amount equal to
 * the amount typed, and a placeholder quoteId. The view says the price is not known.
 */
import type { OnrampQuote, OnrampQuoteRequest } from '@portico/shared'

export const MOCKED_QUOTE_ID = 'mocked-quote-id'

export function mockOnrampQuote(request: OnrampQuoteRequest): OnrampQuote {
  const fiat = { amount: request.amount, currency: request.paymentCurrency }
  return {
    coinbaseFee: fiat,
    networkFee: fiat,
    paymentSubtotal: fiat,
    paymentTotal: fiat,
    purchaseAmount: { amount: request.amount, currency: request.purchaseCurrency },
    quoteId: MOCKED_QUOTE_ID,
  }
}
