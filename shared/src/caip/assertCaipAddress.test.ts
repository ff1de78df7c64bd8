import { describe, expect, it } from 'vitest'
import { assertCaipAddress } from './assertCaipAddress.ts'

describe('assertCaipAddress', () => {
  it('accepts three parts with a known namespace', () => {
    expect(() => assertCaipAddress('eip155:1:0xabc')).not.toThrow()
    expect(() => assertCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1q')).not.toThrow()
  })

  it.each(['eip155:1', 'eip155:1:0xabc:x', 'eip155::0xabc', 'eip155:1:', '', 42, undefined])(
    'rejects %j with "Invalid CAIP Address"',
    (value) => {
      expect(() => assertCaipAddress(value)).toThrow('Invalid CAIP Address')
    },
  )

  it('names an unknown namespace', () => {
    expect(() => assertCaipAddress('tron:1:TXYZ')).toThrow("Namespace 'tron' is not configured.")
  })
})
