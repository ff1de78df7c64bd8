import { hexToBytes } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import { decodeSs58, encodeSs58 } from './ss58.ts'

// Alice's well-known sr25519 public key and its published addresses.
const alice = hexToBytes('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')

describe('SS58', () => {
  it('encodes the published Substrate (42) and Polkadot (0) addresses', () => {
    expect(encodeSs58(alice, 42)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(encodeSs58(alice, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
  })

  it('decodes what it encodes, including two-byte prefixes', () => {
    for (const prefix of [0, 2, 42, 63, 64, 1284, 16383]) {
      const decoded = decodeSs58(encodeSs58(alice, prefix))
      expect(decoded.prefix).toBe(prefix)
      expect(decoded.publicKey).toEqual(alice)
    }
  })

  it('rejects a bad checksum', () => {
    const address = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ'
    expect(() => decodeSs58(address)).toThrow(/checksum/)
  })
})
