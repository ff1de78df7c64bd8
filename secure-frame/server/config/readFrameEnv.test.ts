import { describe, expect, it } from 'vitest'
import { readFrameEnv } from './readFrameEnv.ts'

describe('readFrameEnv', () => {
  it('defaults to the local stack, and reads what an operator sets', () => {
    expect(readFrameEnv({})).toMatchObject({
      host: '127.0.0.1',
      port: 5174,
      cloudUrl: 'http://127.0.0.1:4100',
      chains: undefined,
    })
    expect(
      readFrameEnv({
        PORTICO_FRAME_PORT: '0',
        PORTICO_CLOUD_URL: 'http://127.0.0.1:4101/',
        PORTICO_FRAME_DATA_DIR: 'memory',
        PORTICO_FRAME_CHAINS: '[{"id":31337,"rpcUrl":"http://127.0.0.1:8545"}]',
        PORTICO_FRAME_SOLANA_CLUSTERS:
          '[{"chain":"solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn","rpcUrl":"http://127.0.0.1:8899"}]',
        PORTICO_FRAME_PUBLIC_ORIGIN: 'https://frame.example',
        PORTICO_FRAME_RATE_LIMIT_PER_MINUTE: '5000',
        PORTICO_FRAME_LOGIN_RATE_LIMIT_PER_HOUR: '900',
      }),
    ).toEqual({
      host: '127.0.0.1',
      port: 0,
      cloudUrl: 'http://127.0.0.1:4101',
      distDir: expect.stringMatching(/secure-frame\/dist$/),
      dataDir: undefined,
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
      solanaClusters: [
        { chain: 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn', rpcUrl: 'http://127.0.0.1:8899' },
      ],
      publicOrigin: 'https://frame.example',
      rateLimits: {
        apiPerIp: { points: 5000, windowSeconds: 60 },
        otpPerIp: { points: 900, windowSeconds: 3600 },
        mailPerIp: { points: 900, windowSeconds: 3600 },
      },
    })
  })

  it('names each bad variable', () => {
    expect(() => readFrameEnv({ PORTICO_FRAME_PORT: '70000' })).toThrow(/PORTICO_FRAME_PORT/)
    expect(() => readFrameEnv({ PORTICO_FRAME_CHAINS: '[{' })).toThrow(
      /PORTICO_FRAME_CHAINS: must be JSON/,
    )
    expect(() => readFrameEnv({ PORTICO_CLOUD_URL: 'ftp://x' })).toThrow(/PORTICO_CLOUD_URL/)
    for (const clusters of [
      '[{"chain":"eip155:1","rpcUrl":"http://127.0.0.1:8899"}]',
      '[{"chain":"solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn","rpcUrl":"ws://127.0.0.1:8900"}]',
      'nope',
    ])
      expect(() => readFrameEnv({ PORTICO_FRAME_SOLANA_CLUSTERS: clusters })).toThrow(
        /PORTICO_FRAME_SOLANA_CLUSTERS/,
      )
    expect(() => readFrameEnv({ PORTICO_FRAME_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /PORTICO_FRAME_RATE_LIMIT_PER_MINUTE/,
    )
  })
})
