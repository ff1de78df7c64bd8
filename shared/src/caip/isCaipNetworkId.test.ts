import { describe, expect, it } from 'vitest'
import { caipNetworkIdSchema, isCaipNetworkId } from './isCaipNetworkId.ts'

describe('isCaipNetworkId', () => {
  it.each([
    'eip155:1',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'bip122:000000000933ea01ad0ee984209779ba',
  ])('accepts %s', (value) => {
    expect(isCaipNetworkId(value)).toBe(true)
    expect(caipNetworkIdSchema.parse(value)).toBe(value)
  })

  it.each(['eip155', 'cosmos:cosmoshub-4', 'eip155:0x1', 'eip155:1:0xab', 1, null])(
    'rejects %j without throwing',
    (value) => {
      expect(isCaipNetworkId(value)).toBe(false)
    },
  )

  it('reports the CAIP-2 text from the schema', () => {
    const result = caipNetworkIdSchema.safeParse('eip155')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Invalid CAIP-2 network id')
  })
})
