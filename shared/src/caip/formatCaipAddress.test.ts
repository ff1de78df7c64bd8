import { describe, expect, it } from 'vitest'
import { formatCaipAddress } from './formatCaipAddress.ts'

describe('formatCaipAddress', () => {
  it('joins namespace, chain id and address', () => {
    expect(formatCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '0xabc' })).toBe(
      'eip155:1:0xabc',
    )
  })

  it('throws the CAIP-10 error for a bad address part', () => {
    expect(() => formatCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '' })).toThrow(
      'Invalid CAIP-10 address',
    )
    expect(() =>
      formatCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: 'a:b' }),
    ).toThrow('Invalid CAIP-10 address')
  })

  it('throws the namespace error for an unknown namespace', () => {
    expect(() =>
      formatCaipAddress({ chainNamespace: 'tron', chainId: 'mainnet', address: 'TXYZ' }),
    ).toThrow("Namespace 'tron' is not configured.")
  })
})
