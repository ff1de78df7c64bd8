import { describe, expect, it } from 'vitest'
import { readStackConfig, StackConfigError } from './config.ts'
import { TEST_PORT_RANGE } from './ports.ts'

describe('readStackConfig', () => {
  it('has the design defaults: demo on localhost (origin A), frame on 127.0.0.1 (origin B)', () => {
    const config = readStackConfig({})
    expect(config.ports).toEqual({
      demo: 5173,
      frame: 5174,
      cloud: 4100,
      anvil: 8545,
      anvil2: 8546,
      smtp: 1025,
      inbox: 1080,
      relay: 4200,
      wallet: 5175,
      onramp: 4300,
      solana: 8899,
      solanaWs: 8900,
      solana2: 8897,
      solana2Ws: 8898,
      farcaster: 4400,
      oidc: 4000,
      redis: 6380,
      bitcoin: 9332,
      bundler: 4337,
      paymaster: 4338,
    })
    expect(config.redisUrl).toBe('redis://127.0.0.1:6380')
    expect(config.startsRedis).toBe(true)
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338])
    expect(config.relayUrl).toBe('ws://127.0.0.1:4200')
    expect(config.walletOrigin).toBe('http://127.0.0.1:5175')
    expect(config.onrampOrigin).toBe('http://127.0.0.1:4300')
    expect(config.solanaRpcUrl).toBe('http://127.0.0.1:8899')
    expect(config.solanaWsUrl).toBe('ws://127.0.0.1:8900')
    expect(config.solana2RpcUrl).toBe('http://127.0.0.1:8897')
    expect(config.farcasterOrigin).toBe('http://127.0.0.1:4400')
    expect(config.bundlerUrl).toBe('http://127.0.0.1:4337')
    expect(config.paymasterUrl).toBe('http://127.0.0.1:4338')
    expect(config.demoOrigin).toBe('http://localhost:5173')
    expect(config.frameOrigin).toBe('http://127.0.0.1:5174')
    expect(config.projectId).toBe('portico-demo')
    expect(config.allowedOrigins).toEqual(['http://localhost:5173'])
  })

  it("listens on no default port in the ephemeral range (32768-60999) or findFreePort's", () => {
    // A readiness probe that connects before its part listens could be handed that very port as
    // its own source port; a test server could take it first.
    const ports = Object.entries(readStackConfig({}).ports)
    expect(ports.filter(([, port]) => port >= TEST_PORT_RANGE.min)).toEqual([])
  })

  it('allows your own dapp origins besides the demo, from PORTICO_ALLOWED_ORIGINS', () => {
    const config = readStackConfig({
      PORTICO_ALLOWED_ORIGINS: 'http://localhost:3000,http://localhost:5173',
    })
    expect(config.allowedOrigins).toEqual(['http://localhost:5173', 'http://localhost:3000'])
  })

  it('uses the Redis PORTICO_REDIS_URL names instead of starting one', () => {
    const config = readStackConfig({ PORTICO_REDIS_URL: 'redis://127.0.0.1:6379/2' })
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2')
    expect(config.startsRedis).toBe(false)
    expect(() => readStackConfig({ PORTICO_REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /PORTICO_REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    )
  })

  it('reads PORTICO_* variables and ignores others', () => {
    const config = readStackConfig({
      PORTICO_CLOUD_PORT: '4999',
      HOME: '/root',
      PORTICO_DEMO_PORT: '',
    })
    expect(config.ports.cloud).toBe(4999)
    expect(config.cloudUrl).toBe('http://127.0.0.1:4999')
    expect(config.ports.demo).toBe(5173)
  })

  it.each([
    [{ PORTICO_ANVIL_PORT: 'eight' }, 'PORTICO_ANVIL_PORT'],
    [{ PORTICO_FRAME_PORT: '70000' }, 'PORTICO_FRAME_PORT'],
    [{ PORTICO_ONRAMP_PORT: 'x' }, 'PORTICO_ONRAMP_PORT'],
    [{ PORTICO_ONRAMP_PORT: '4200' }, 'both want port 4200'],
    [{ PORTICO_SOLANA_WS_PORT: '8899' }, 'both want port 8899'],
    [{ PORTICO_HOST: '0.0.0.0' }, 'loopback'],
    [{ PORTICO_HOST: '10.0.0.1' }, 'loopback'],
    [{ PORTICO_PROJECT_ID: 'bad id!' }, 'PORTICO_PROJECT_ID'],
    [{ PORTICO_DEMO_PORT: '4100' }, 'both want port 4100'],
    [{ PORTICO_ALLOWED_ORIGINS: 'http://localhost:3000/app' }, 'PORTICO_ALLOWED_ORIGINS'],
  ])('rejects %o with a message naming the problem', (env, text) => {
    expect(() => readStackConfig(env)).toThrow(StackConfigError)
    expect(() => readStackConfig(env)).toThrow(text)
  })
})
