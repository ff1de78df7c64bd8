import { describe, expect, it, vi } from 'vitest'
import {
  openSocialPopup,
  SOCIAL_CALLBACK_TYPE,
  SOCIAL_POPUP_FEATURES,
  waitForSocialPopup,
} from './socialPopup.ts'

const FRAME = 'http://127.0.0.1:5174'

describe('openSocialPopup', () => {
  it("opens AppKit's popup, or says the browser blocked it", () => {
    const popup = {} as Window
    const open = vi.fn(() => popup)
    expect(openSocialPopup({ open } as unknown as Window)).toBe(popup)
    expect(open).toHaveBeenCalledWith('', 'popupWindow', SOCIAL_POPUP_FEATURES)
    expect(() => openSocialPopup({ open: () => null } as unknown as Window)).toThrow(
      expect.objectContaining({ code: 'SOCIAL_POPUP_BLOCKED' }),
    )
  })
})

describe('waitForSocialPopup', () => {
  const post = (data: unknown, origin: string, source: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))

  it('ends on the callback message from that popup on the frame origin only', async () => {
    const popup = { closed: false } as unknown as Window
    let end: string | undefined
    void waitForSocialPopup(popup, FRAME).then((e) => {
      end = e
    })
    post({ type: SOCIAL_CALLBACK_TYPE }, 'http://evil.localhost', popup)
    post({ type: SOCIAL_CALLBACK_TYPE }, FRAME, window)
    post({ type: 'other' }, FRAME, popup)
    await new Promise((r) => setTimeout(r, 0))
    expect(end).toBeUndefined()
    post({ type: SOCIAL_CALLBACK_TYPE }, FRAME, popup)
    await new Promise((r) => setTimeout(r, 0))
    expect(end).toBe('callback')
  })

  it('ends when the user closes the popup', async () => {
    const popup = { closed: false }
    const waiting = waitForSocialPopup(popup as unknown as Window, FRAME)
    popup.closed = true
    await expect(waiting).resolves.toBe('closed')
  })
})
