import { describe, expect, it } from 'vitest'
import { parsePairingUri } from './parsePairingUri.ts'

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const now = 1_700_000_000_000
const good = `wc:${topic}@2?expiryTimestamp=${now / 1000 + 300}&relay-protocol=irn&symKey=${symKey}`

describe('parsePairingUri', () => {
  it('accepts a v2 URI and trims it', () => {
    expect(parsePairingUri(`  ${good}\n`, now)).toEqual({
      ok: true,
      uri: good,
      topic,
      expiresAt: now + 300_000,
    })
    expect(parsePairingUri(`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}`, now).ok).toBe(true)
  })

  it.each([
    ['', /Paste a WalletConnect URI/],
    ['https://example.com', /must start with "wc:"/],
    [`wc:${topic}@1?bridge=x&key=y`, /v1 is not supported/],
    [`wc:${topic}?relay-protocol=irn&symKey=${symKey}`, /"@2"/],
    [`wc:${topic}@2?relay-protocol=irn`, /symKey/],
    [`wc:${topic}@2?relay-protocol=irn&symKey=123`, /symKey/],
    [`wc:${topic}@2?symKey=${symKey}`, /relay-protocol/],
    [`wc:xyz@2?relay-protocol=irn&symKey=${symKey}`, /64-hex topic/],
    [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=10`, /expired/],
    [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=soon`, /malformed/],
  ])('refuses %j', (uri, error) => {
    const result = parsePairingUri(uri, now)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(error)
  })
})
