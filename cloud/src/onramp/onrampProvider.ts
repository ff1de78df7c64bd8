/**
 * What the cloud needs from an on-ramp provider. The routes (routes/onramp/) speak SPEC §7's
 * shapes to the modal and call only this interface, so a real provider (Coinbase Onramp, a
 * ramp aggregator) plugs in behind the same routes by configuration: an adapter that maps its
 * API to these five calls (see createSandboxOnrampProvider.ts, the devnet sandbox's adapter).
 * Adapters throw catalogue errors: ONRAMP_ORDER_NOT_FOUND (404), ONRAMP_PROVIDER_UNAVAILABLE.
 */
import type {
  OnrampCheckout,
  OnrampCheckoutRequest,
  OnrampOptions,
  OnrampOrder,
  OnrampQuote,
  OnrampQuoteRequest,
} from '@portico/shared'

export interface OnrampProvider {
  /** The provider's name, as the history route's `onramp` parameter names it. */
  readonly name: string
  /** What can be bought, with which fiat and method, within which limits. */
  getOptions(): Promise<OnrampOptions>
  getQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** Makes an order and answers the provider's hosted checkout page for it. */
  createCheckout(request: OnrampCheckoutRequest): Promise<OnrampCheckout>
  getOrder(id: string): Promise<OnrampOrder>
  /** The accounts the provider pays buyers from: their transfers are on-ramp purchases. */
  payoutAddresses(): Promise<string[]>
}
