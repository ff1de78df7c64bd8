import { describe, expect, it } from 'vitest'
import { AAD, fromBase64url, generateAesKey, openBytes, sealBytes } from './shareCrypto.ts'

describe('shareCrypto', () => {
  it('opens a sealed share only under the same key and the same use', async () => {
    const key = await generateAesKey()
    const share = crypto.getRandomValues(new Uint8Array(65))
    const sealed = await sealBytes(key, share, AAD.deviceShare('e1'))
    expect(await openBytes(key, sealed, AAD.deviceShare('e1'))).toEqual(share)
    // Another enrolment, another kind of ciphertext, another key, a flipped bit: refused.
    await expect(openBytes(key, sealed, AAD.deviceShare('e2'))).rejects.toThrow()
    await expect(openBytes(key, sealed, AAD.recoveryShare('e1'))).rejects.toThrow()
    await expect(openBytes(await generateAesKey(), sealed, AAD.deviceShare('e1'))).rejects.toThrow()
    const tampered = fromBase64url(sealed)
    tampered[20] = (tampered[20] ?? 0) ^ 1
    const { toBase64url } = await import('./shareCrypto.ts')
    await expect(openBytes(key, toBase64url(tampered), AAD.deviceShare('e1'))).rejects.toThrow()
  })

  it('seals the same share differently each time (fresh IV)', async () => {
    const key = await generateAesKey()
    const share = new Uint8Array(65).fill(9)
    const a = await sealBytes(key, share, AAD.deviceShare('e'))
    const b = await sealBytes(key, share, AAD.deviceShare('e'))
    expect(a).not.toBe(b)
  })
})
