import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import { deriveSlip10Ed25519, parseHardenedPath } from './slip10.ts'

// SLIP-0010 "Test vector 1 for ed25519".
const seed = hexToBytes('000102030405060708090a0b0c0d0e0f')

describe('deriveSlip10Ed25519', () => {
  it('derives the master key of the published test vector', () => {
    const node = deriveSlip10Ed25519(seed, 'm')
    expect(bytesToHex(node.privateKey)).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(bytesToHex(node.chainCode)).toBe(
      '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
    )
  })

  it("derives m/0' of the published test vector", () => {
    const node = deriveSlip10Ed25519(seed, "m/0'")
    expect(bytesToHex(node.privateKey)).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(bytesToHex(node.chainCode)).toBe(
      '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
    )
  })

  it('refuses non-hardened segments', () => {
    expect(() => parseHardenedPath("m/44'/501'/0")).toThrow(/hardened/)
    expect(() => parseHardenedPath("x/0'")).toThrow(/start with "m"/)
  })
})
