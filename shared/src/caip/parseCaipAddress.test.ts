import { describe, expect, it } from 'vitest'
import { parseCaipAddress } from './parseCaipAddress.ts'

const evm = 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const sol = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('parseCaipAddress', () => {
  it('parses an EVM address', () => {
    expect(parseCaipAddress(evm)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      caipNetworkId: 'eip155:1',
      caipAddress: evm,
    })
  })

  it('parses Solana, Polkadot and Bitcoin addresses', () => {
    expect(parseCaipAddress(sol).address).toBe('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    expect(
      parseCaipAddress(
        'polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      ).chainNamespace,
    ).toBe('polkadot')
    expect(
      parseCaipAddress('bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6')
        .caipNetworkId,
    ).toBe('bip122:000000000019d6689c085ae165831e93')
  })

  it.each([
    'eip155:1',
    'eip155:1:',
    'eip155::0xab',
    ':1:0xab',
    'eip155:1:0xab:extra',
    'eip155:one:0xab',
    'eip155:1:0x ab',
    `eip155:1:${'a'.repeat(129)}`,
    '',
  ])('rejects %j as an invalid CAIP-10 address', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
  })

  it('names an unknown namespace', () => {
    expect(() => parseCaipAddress('cosmos:cosmoshub-4:cosmos1abc')).toThrow(
      "Namespace 'cosmos' is not configured. Please call connect() first with namespace config.",
    )
  })

  it('names an unknown chain when the configured networks are given', () => {
    expect(() => parseCaipAddress(evm, { networks: ['eip155:137'] })).toThrow(
      "Namespace 'eip155:1' is not configured. Please call connect() first with namespace config.",
    )
    expect(parseCaipAddress(evm, { networks: ['eip155:1'] }).chainId).toBe('1')
  })
})
