/**
 * The provider's checkout page opens in a popup, as hosted on-ramps require. The window must be
 * opened in the click itself (a window opened after an await is blocked), so it opens blank and
 * is sent to the checkout URL once the cloud answers. It is cut from this page (`opener = null`)
 * just before, so the provider's page cannot reach back; until then it can still be closed
 * (a failed order closes it), after that the browser no longer lets this page close it, and the
 * provider's page says when it may be closed. Windows are not serialisable: the thunks take
 * it as an argument and the store never holds it.
 */

export interface CheckoutWindow {
  navigate(url: string): void
  close(): void
  readonly closed: boolean
}

export const CHECKOUT_WINDOW_FEATURES = 'popup,width=480,height=760'

/** Opens the window; null when the browser blocked it. Call it in a click handler. */
export function openCheckoutWindow(open: typeof window.open = window.open.bind(window)) {
  const popup = open('', 'portico-onramp-checkout', CHECKOUT_WINDOW_FEATURES)
  if (!popup) return null
  const checkout: CheckoutWindow = {
    navigate: (url) => {
      popup.opener = null
      popup.location.replace(url)
    },
    close: () => popup.close(),
    get closed() {
      return popup.closed
    },
  }
  return checkout
}
