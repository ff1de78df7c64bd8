import { describe, expect, it } from 'vitest'
import { isHttpUrl } from './isHttpUrl.ts'

describe('isHttpUrl', () => {
  it.each(['http://wallet.example', 'https://metamask.app.link/', 'https://'])(
    'accepts %s',
    (v) => {
      expect(isHttpUrl(v)).toBe(true)
    },
  )

  it.each(['metamask://', 'wc:abc@2', 'ftp://x', 'httpx://x', ' https://x', 'www.example.com', 3])(
    'rejects %j',
    (value) => {
      expect(isHttpUrl(value)).toBe(false)
    },
  )
})
