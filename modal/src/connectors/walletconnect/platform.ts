/**
 * Where the modal runs, as far as pairing cares: a phone (deep links instead of a QR code), and
 * the two browsers where a pending WalletConnect attempt must be reused (SPEC §4): Telegram's
 * in-app browser and iOS Safari, which block the deep link of a second attempt.
 */
export interface Platform {
  mobile: boolean
  /** Telegram or iOS Safari: reuse a pending connect attempt. */
  reusesPendingAttempt: boolean
}

export function detectPlatform(nav: Pick<Navigator, 'userAgent'> | undefined): Platform {
  const ua = nav?.userAgent ?? ''
  const ios = /iPhone|iPad|iPod/.test(ua)
  const mobile = ios || /Android|Mobile/.test(ua)
  const telegram =
    /Telegram/i.test(ua) || (typeof window !== 'undefined' && 'TelegramWebview' in window)
  const iosSafari = ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua)
  return { mobile, reusesPendingAttempt: telegram || iosSafari }
}
