import { describe, expect, it } from 'vitest'
import { caipAddressSchema, isCaipAddress } from './isCaipAddress.ts'

describe('isCaipAddress', () => {
  it('accepts a CAIP-10 address of a supported namespace', () => {
    const value = 'eip155:10:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
    expect(isCaipAddress(value)).toBe(true)
    expect(caipAddressSchema.parse(value)).toBe(value)
  })

  it.each(['eip155:1', 'eip155:1:', 'near:mainnet:alice.near', 'eip155:1:a:b', {}, undefined])(
    'rejects %j without throwing',
    (value) => {
      expect(isCaipAddress(value)).toBe(false)
    },
  )

  it('reports the CAIP-10 text from the schema', () => {
    const result = caipAddressSchema.safeParse('eip155:1')
    expect(result.error?.issues[0]?.message).toBe('Invalid CAIP-10 address')
  })
})
