import { describe, expect, it } from 'vitest'
import { embeddedFrameConfigSchema } from './frameConfigSchema.ts'

const valid = {
  projectId: 'demo',
  allowedOrigins: ['http://localhost:5173'],
  localhostAnyPort: false,
  chainIds: [31337, 10],
  solanaChains: ['solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'],
  smartAccountChains: [
    {
      id: 31337,
      factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
      entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    },
  ],
}

describe('embeddedFrameConfigSchema (the frame server checks each page config with it)', () => {
  it('takes what the server writes, and the config of an older server without the optional lists', () => {
    expect(embeddedFrameConfigSchema.safeParse(valid).success).toBe(true)
    const { solanaChains: _s, smartAccountChains: _a, localhostAnyPort: _l, ...older } = valid
    expect(embeddedFrameConfigSchema.safeParse(older).success).toBe(true)
  })

  it('refuses chains that are not chain ids, Solana ids that are not Solana CAIP-2, and bad addresses', () => {
    const refused = (change: Record<string, unknown>) =>
      embeddedFrameConfigSchema.safeParse({ ...valid, ...change }).success === false
    for (const chainIds of [undefined, ['31337'], [0], [1.5]])
      expect(refused({ chainIds })).toBe(true)
    expect(refused({ solanaChains: ['eip155:1'] })).toBe(true)
    expect(refused({ solanaChains: 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn' })).toBe(true)
    expect(refused({ projectId: '' })).toBe(true)
    expect(refused({ allowedOrigins: [5173] })).toBe(true)
    expect(
      refused({
        smartAccountChains: [{ ...valid.smartAccountChains[0], factoryAddress: '0x1234' }],
      }),
    ).toBe(true)
  })
})
