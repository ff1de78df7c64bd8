import { describe, expect, it } from 'vitest'
import { formatCaipNetworkId } from './formatCaipNetworkId.ts'

describe('formatCaipNetworkId', () => {
  it('joins namespace and chain id', () => {
    expect(formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 137 })).toBe('eip155:137')
    expect(
      formatCaipNetworkId({
        chainNamespace: 'solana',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('round-trips with parseCaipNetworkId errors', () => {
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: '' })).toThrow(
      'Invalid CAIP-2 network id',
    )
    expect(() => formatCaipNetworkId({ chainNamespace: 'cosmos', chainId: 'cosmoshub-4' })).toThrow(
      "Namespace 'cosmos' is not configured.",
    )
  })

  it('checks the configured networks', () => {
    expect(() =>
      formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 5 }, { networks: ['eip155:1'] }),
    ).toThrow("Namespace 'eip155:5' is not configured.")
  })
})
