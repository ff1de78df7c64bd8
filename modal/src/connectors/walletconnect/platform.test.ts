import { describe, expect, it } from 'vitest'
import { detectPlatform } from './platform.ts'

const ua = (userAgent: string) => detectPlatform({ userAgent })

describe('detectPlatform', () => {
  it('desktop Chromium is neither mobile nor reusing', () => {
    expect(
      ua(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156 Safari/537.36',
      ),
    ).toEqual({ mobile: false, reusesPendingAttempt: false })
  })
  it('iOS Safari is mobile and reuses a pending attempt', () => {
    expect(
      ua(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ mobile: true, reusesPendingAttempt: true })
  })
  it('Chrome on iOS is mobile but not Safari', () => {
    expect(
      ua(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ mobile: true, reusesPendingAttempt: false })
  })
  it('Telegram on Android reuses', () => {
    expect(
      ua(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36 Telegram-Android/11.0',
      ),
    ).toEqual({ mobile: true, reusesPendingAttempt: true })
  })
  it('no navigator: desktop', () => {
    expect(detectPlatform(undefined)).toEqual({ mobile: false, reusesPendingAttempt: false })
  })
})
