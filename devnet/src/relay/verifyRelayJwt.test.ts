import { describe, expect, it } from 'vitest'
import { decodeBase58btc, encodeBase58btc } from './base58btc.ts'
import { createTestIdentity, signRelayJwt } from './relayTestClient.ts'
import { publicKeyOfDidKey, RelayAuthError, verifyRelayJwt } from './verifyRelayJwt.ts'

const NOW = 1_750_000_000
const aud = 'ws://127.0.0.1:4200'

describe('base58btc', () => {
  it('round-trips bytes, leading zeros included, and rejects foreign characters', () => {
    const bytes = Uint8Array.from([0, 0, 0xed, 0x01, 255, 7, 0])
    expect(decodeBase58btc(encodeBase58btc(bytes))).toEqual(bytes)
    expect(encodeBase58btc(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(encodeBase58btc(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(decodeBase58btc('0OIl')).toBeUndefined()
  })
})

describe('verifyRelayJwt', () => {
  const identity = createTestIdentity()
  const token = (claims: Partial<Parameters<typeof signRelayJwt>[1]> = {}) =>
    signRelayJwt(identity, { aud, iat: NOW, exp: NOW + 86_400, ...claims })
  const reason = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      expect(error).toBeInstanceOf(RelayAuthError)
      expect((error as RelayAuthError).code).toBe('RELAY_AUTH_INVALID')
      return (error as RelayAuthError).shortMessage
    }
    return 'accepted'
  }

  it('returns the did:key issuer as client id for a valid token', () => {
    expect(identity.clientId).toMatch(/^did:key:z6Mk/)
    const claims = verifyRelayJwt(token(), { host: '127.0.0.1:4200', nowSeconds: NOW })
    expect(claims).toEqual({ clientId: identity.clientId, aud, iat: NOW, exp: NOW + 86_400 })
  })

  it('compares the host of aud, not the whole string, and ignores case', () => {
    const withPath = token({ aud: 'ws://127.0.0.1:4200/relay?x=1' })
    expect(verifyRelayJwt(withPath, { host: '127.0.0.1:4200', nowSeconds: NOW }).aud).toContain(
      '/relay',
    )
    const upper = token({ aud: 'ws://LOCALHOST:4200' })
    expect(verifyRelayJwt(upper, { host: 'localhost:4200', nowSeconds: NOW }).clientId).toBe(
      identity.clientId,
    )
    expect(
      reason(() => verifyRelayJwt(token(), { host: 'localhost:4200', nowSeconds: NOW })),
    ).toMatch(/aud host/)
    expect(reason(() => verifyRelayJwt(token(), { host: undefined, nowSeconds: NOW }))).toMatch(
      /aud host/,
    )
    expect(
      reason(() => verifyRelayJwt(token({ aud: 'not a url' }), { host: 'x', nowSeconds: NOW })),
    ).toMatch(/aud host/)
  })

  it('checks aud against the configured public URL, whatever Host a proxy sent', () => {
    const publicUrl = 'wss://relay.portico.example'
    const behindProxy = token({ aud: 'wss://relay.portico.example' })
    // The proxy rewrote Host to the relay's internal address: still accepted.
    expect(
      verifyRelayJwt(behindProxy, { host: '127.0.0.1:4200', publicUrl, nowSeconds: NOW }).clientId,
    ).toBe(identity.clientId)
    // A token for another relay is refused even when Host happens to match its aud.
    expect(
      reason(() => verifyRelayJwt(token(), { host: '127.0.0.1:4200', publicUrl, nowSeconds: NOW })),
    ).toBe("Relay auth rejected: JWT aud host does not match the relay's public URL")
  })

  it('checks expiry, and iat with a few seconds of skew', () => {
    const opts = { host: '127.0.0.1:4200', nowSeconds: NOW }
    expect(reason(() => verifyRelayJwt(token({ exp: NOW }), opts))).toMatch(/expired/)
    expect(reason(() => verifyRelayJwt(token({ iat: NOW + 3 }), opts))).toBe('accepted')
    expect(reason(() => verifyRelayJwt(token({ iat: NOW + 60 }), opts))).toMatch(/future/)
  })

  it('rejects a bad signature, a tampered payload and a wrong header', () => {
    const opts = { host: '127.0.0.1:4200', nowSeconds: NOW }
    const other = createTestIdentity()
    expect(reason(() => verifyRelayJwt(token({ signWith: other.privateKey }), opts))).toMatch(
      /signature/,
    )
    const [h, , s] = token().split('.')
    const forged = Buffer.from(
      JSON.stringify({ iss: identity.clientId, aud, iat: NOW, exp: NOW + 10 ** 6 }),
    ).toString('base64url')
    expect(reason(() => verifyRelayJwt(`${h}.${forged}.${s}`, opts))).toMatch(/signature/)
    expect(
      reason(() => verifyRelayJwt(token({ header: { alg: 'ES256', typ: 'JWT' } }), opts)),
    ).toMatch(/header/)
    expect(reason(() => verifyRelayJwt(token({ iss: 'did:key:zQ3shabc' }), opts))).toMatch(
      /did:key/,
    )
    expect(reason(() => verifyRelayJwt('a.b', opts))).toMatch(/not a JWT/)
    expect(reason(() => verifyRelayJwt('', opts))).toMatch(/missing/)
    expect(reason(() => verifyRelayJwt('x'.repeat(5000), opts))).toMatch(/too long/)
  })

  it('reads the ed25519 key out of a did:key and refuses other key types', () => {
    expect(publicKeyOfDidKey(identity.clientId)).toHaveLength(32)
    const secp = `did:key:z${encodeBase58btc(Uint8Array.from([0xe7, 0x01, ...new Array(33).fill(1)]))}`
    expect(publicKeyOfDidKey(secp)).toBeUndefined()
    expect(publicKeyOfDidKey('did:web:example.com')).toBeUndefined()
  })
})
