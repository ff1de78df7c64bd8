import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/ValidationError.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

const notConfigured = (x: string) =>
  `Namespace '${x}' is not configured. Please call connect() first with namespace config.`

describe('parseCaipNetworkId', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:8453', 'eip155', '8453'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
  ])('parses %s', (value, chainNamespace, chainId) => {
    expect(parseCaipNetworkId(value)).toEqual({ chainNamespace, chainId, caipNetworkId: value })
  })

  it.each([
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xab',
    'eip155:0x1',
    'eip155:01',
    'eip155:-1',
    'ei:1',
    'Eip155:1',
    'solana:a/b',
    `solana:${'a'.repeat(33)}`,
    '',
  ])('rejects %j as an invalid CAIP-2 id', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
  })

  it('throws a ValidationError with a stable code', () => {
    try {
      parseCaipNetworkId('nope')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).code).toBe('INVALID_CAIP2_NETWORK_ID')
      expect((error as ValidationError).shortMessage).toBe('Invalid CAIP-2 network id')
    }
  })

  it('rejects a non-string at run time', () => {
    expect(() => parseCaipNetworkId(1 as unknown as string)).toThrow('Invalid CAIP-2 network id')
  })

  it('names an unknown namespace', () => {
    expect(() => parseCaipNetworkId('cosmos:cosmoshub-4')).toThrow(notConfigured('cosmos'))
  })

  it('names an unknown chain when the configured networks are given', () => {
    const networks = ['eip155:1', 'eip155:137']
    expect(parseCaipNetworkId('eip155:137', { networks }).chainId).toBe('137')
    expect(() => parseCaipNetworkId('eip155:10', { networks })).toThrow(notConfigured('eip155:10'))
  })
})
