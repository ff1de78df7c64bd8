import { describe, expect, it, vi } from 'vitest'
import { CHECKOUT_WINDOW_FEATURES, openCheckoutWindow } from './checkoutWindow.ts'

describe('openCheckoutWindow', () => {
  it('is null when the browser blocks the window', () => {
    expect(openCheckoutWindow(() => null)).toBeNull()
  })

  it('opens a blank popup, cut from the page only as it goes to the checkout', () => {
    const popup = { opener: {}, location: { replace: vi.fn() }, close: vi.fn(), closed: false }
    const open = vi.fn(() => popup as unknown as Window)
    const checkout = openCheckoutWindow(open)
    expect(open).toHaveBeenCalledWith('', 'portico-onramp-checkout', CHECKOUT_WINDOW_FEATURES)
    expect(popup.opener).not.toBeNull()
    checkout?.navigate('http://127.0.0.1:4300/checkout/sbx_0123456789')
    expect(popup.opener).toBeNull()
    expect(popup.location.replace).toHaveBeenCalledWith(
      'http://127.0.0.1:4300/checkout/sbx_0123456789',
    )
    checkout?.close()
    expect(popup.close).toHaveBeenCalled()
  })
})
