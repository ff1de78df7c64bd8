import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptPrivateKey, encryptPrivateKey } from './encryptPrivateKey.ts'

describe('encryptPrivateKey', () => {
  const masterKey = randomBytes(32)
  const secret = randomBytes(32)

  it('round-trips under the same key and associated data, with a fresh IV each time', () => {
    const a = encryptPrivateKey(masterKey, secret, 'user-1:evm')
    const b = encryptPrivateKey(masterKey, secret, 'user-1:evm')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{43}\.[\w-]{22}$/)
    expect(decryptPrivateKey(masterKey, a, 'user-1:evm').equals(secret)).toBe(true)
  })

  it('refuses another master key, other associated data and a tampered value', () => {
    const stored = encryptPrivateKey(masterKey, secret, 'user-1:evm')
    expect(() => decryptPrivateKey(randomBytes(32), stored, 'user-1:evm')).toThrow()
    expect(() => decryptPrivateKey(masterKey, stored, 'user-1:solana')).toThrow()
    const [v, iv, ct, tag] = stored.split('.')
    const flipped = `${ct?.[0] === 'A' ? 'B' : 'A'}${ct?.slice(1)}`
    expect(() =>
      decryptPrivateKey(masterKey, [v, iv, flipped, tag].join('.'), 'user-1:evm'),
    ).toThrow()
    expect(() => decryptPrivateKey(masterKey, 'plain', 'user-1:evm')).toThrow(
      'Unknown private key format',
    )
  })
})
