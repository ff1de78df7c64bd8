/**
 * The social login's popup on the host page: opened empty during the click (so no popup blocker
 * intervenes while the frame makes the URL), sized as AppKit's, then sent to the provider. It
 * ends when the frame's callback page says so (a message from that popup, from the frame's
 * origin, of SOCIAL_CALLBACK_TYPE and nothing else), or when the user closes it.
 */
import { createPorticoError } from '@portico/shared'

/** AppKit's popup: `window.open('', 'popupWindow', 'width=600,height=800,scrollbars=yes')`. */
export const SOCIAL_POPUP_FEATURES = 'width=600,height=800,scrollbars=yes'
export const SOCIAL_POPUP_NAME = 'popupWindow'
/** What the frame server's callback page posts to its opener (socialCallbackPage.ts). */
export const SOCIAL_CALLBACK_TYPE = 'portico:social-callback'
const CLOSED_POLL_MS = 300

/** Opens the empty popup; throws SOCIAL_POPUP_BLOCKED if the browser refused it. */
export function openSocialPopup(win: Window = window): Window {
  const popup = win.open('', SOCIAL_POPUP_NAME, SOCIAL_POPUP_FEATURES)
  if (!popup) throw createPorticoError('SOCIAL_POPUP_BLOCKED')
  return popup
}

/** How the popup ended: its callback page ran, or the user closed it first. */
export type SocialPopupEnd = 'callback' | 'closed'

export function waitForSocialPopup(
  popup: Window,
  frameOrigin: string,
  win: Window = window,
): Promise<SocialPopupEnd> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      if ((event.data as { type?: unknown } | null)?.type !== SOCIAL_CALLBACK_TYPE) return
      done('callback')
    }
    const timer = setInterval(() => {
      if (popup.closed) done('closed')
    }, CLOSED_POLL_MS)
    const done = (end: SocialPopupEnd) => {
      clearInterval(timer)
      win.removeEventListener('message', onMessage)
      resolve(end)
    }
    win.addEventListener('message', onMessage)
  })
}
