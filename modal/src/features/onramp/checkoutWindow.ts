/**
 * The provider's checkout page opens in a popup, as hosted on-ramps require. The window must be
 * opened in the click itself (a window opened after an await is blocked), so it opens blank and
 * is sent to the checkout URL once the cloud answers; it is cut from this page first
 * (`opener = null`), so the provider's page cannot reach back. The open window is kept outside
 * the store (windows are not serialisable), under a service key.
 */
import { serviceKey } from '../../store/serviceKey.ts'

export interface CheckoutWindow {
  navigate(url: string): void
  close(): void
  readonly closed: boolean
}

export const checkoutWindowKey = serviceKey<{ current: CheckoutWindow | null }>('checkout window')

export const CHECKOUT_WINDOW_FEATURES = 'popup,width=480,height=760'

/** Opens the window; null when the browser blocked it. Call it in a click handler. */
export function openCheckoutWindow(open: typeof window.open = window.open.bind(window)) {
  const popup = open('', 'portico-onramp-checkout', CHECKOUT_WINDOW_FEATURES)
  if (!popup) return null
  try {
    popup.opener = null
  } catch {
    // A window some other page named so: it stays as it is.
  }
  const checkout: CheckoutWindow = {
    navigate: (url) => popup.location.replace(url),
    close: () => popup.close(),
    get closed() {
      return popup.closed
    },
  }
  return checkout
}
