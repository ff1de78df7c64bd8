/** The scale-out settings as an operator sets them: read, defaulted, or refused by name. */
import { describe, expect, it } from 'vitest'
import { CloudEnvError, readCloudEnv } from './readCloudEnv.ts'

describe('readCloudEnv', () => {
  it('reads the Redis URL and the lease poll, with the defaults of one instance', () => {
    const alone = readCloudEnv({})
    expect(alone.PORTICO_REDIS_URL).toBeUndefined()
    expect(alone.PORTICO_CLOUD_LEASE_POLL_MS).toBe(1000)
    expect(
      readCloudEnv({
        PORTICO_REDIS_URL: 'redis://127.0.0.1:6379/2',
        PORTICO_CLOUD_LEASE_POLL_MS: '250',
      }),
    ).toMatchObject({
      PORTICO_REDIS_URL: 'redis://127.0.0.1:6379/2',
      PORTICO_CLOUD_LEASE_POLL_MS: 250,
    })
  })

  it('refuses a Redis URL that is not one, and a lease poll out of range, naming them', () => {
    expect(() => readCloudEnv({ PORTICO_REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /PORTICO_REDIS_URL: must be a redis:\/\/ URL/,
    )
    expect(() => readCloudEnv({ PORTICO_CLOUD_LEASE_POLL_MS: '0' })).toThrow(CloudEnvError)
    expect(() => readCloudEnv({ PORTICO_CLOUD_LEASE_POLL_MS: 'soon' })).toThrow(
      /PORTICO_CLOUD_LEASE_POLL_MS/,
    )
  })

  it('reads the Solana clusters and fixed prices, and refuses bad ones by name', () => {
    const alone = readCloudEnv({})
    expect(alone.PORTICO_CLOUD_SOLANA_CLUSTERS).toEqual([])
    expect(alone.PORTICO_CLOUD_SOLANA_PRICES_USD).toEqual({ SOL: 150, USDC: 1 })
    const mainnet = {
      caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzSKqZKvdp',
      rpcUrl: 'http://127.0.0.1:18899',
    }
    expect(
      readCloudEnv({
        PORTICO_CLOUD_SOLANA_CLUSTERS: JSON.stringify([mainnet]),
        PORTICO_CLOUD_SOLANA_PRICES_USD: '{"SOL": 99.5}',
      }),
    ).toMatchObject({
      PORTICO_CLOUD_SOLANA_CLUSTERS: [{ ...mainnet, mints: [] }],
      PORTICO_CLOUD_SOLANA_PRICES_USD: { SOL: 99.5 },
    })
    expect(() =>
      readCloudEnv({
        PORTICO_CLOUD_SOLANA_CLUSTERS: JSON.stringify([{ ...mainnet, caip2: 'solana:short' }]),
      }),
    ).toThrow(/PORTICO_CLOUD_SOLANA_CLUSTERS\.0\.caip2/)
    expect(() => readCloudEnv({ PORTICO_CLOUD_SOLANA_PRICES_USD: '{"SOL": -1}' })).toThrow(
      /PORTICO_CLOUD_SOLANA_PRICES_USD/,
    )
    expect(() => readCloudEnv({ PORTICO_CLOUD_SOLANA_PRICES_USD: 'cheap' })).toThrow(
      /PORTICO_CLOUD_SOLANA_PRICES_USD: must be JSON/,
    )
  })

  it('reads the fixed BTC prices, and refuses a bad table by name', () => {
    expect(readCloudEnv({}).PORTICO_CLOUD_BITCOIN_PRICES_USD).toEqual({ BTC: 60_000 })
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    expect(
      readCloudEnv({ PORTICO_CLOUD_BITCOIN_PRICES_USD: `{"BTC": 95000, "${regtest}": 0}` })
        .PORTICO_CLOUD_BITCOIN_PRICES_USD,
    ).toEqual({ BTC: 95_000, [regtest]: 0 })
    expect(() => readCloudEnv({ PORTICO_CLOUD_BITCOIN_PRICES_USD: '{"BTC": -5}' })).toThrow(
      /PORTICO_CLOUD_BITCOIN_PRICES_USD/,
    )
    expect(() => readCloudEnv({ PORTICO_CLOUD_BITCOIN_PRICES_USD: '{"DOGE": 1}' })).toThrow(
      /PORTICO_CLOUD_BITCOIN_PRICES_USD/,
    )
  })

  it("reads the stack's local wallets and project name, and refuses a wallet list that is not", () => {
    const env = readCloudEnv({
      PORTICO_PROJECT_NAME: 'Portico Demo',
      PORTICO_CLOUD_LOCAL_WALLETS: JSON.stringify([
        { id: 'demo', name: 'Demo', chains: ['eip155:1'], webapp_link: 'http://127.0.0.1:5175/' },
      ]),
    })
    expect(env.PORTICO_PROJECT_NAME).toBe('Portico Demo')
    expect(env.PORTICO_CLOUD_LOCAL_WALLETS).toEqual([
      { id: 'demo', name: 'Demo', chains: ['eip155:1'], webapp_link: 'http://127.0.0.1:5175/' },
    ])
    expect(() => readCloudEnv({ PORTICO_CLOUD_LOCAL_WALLETS: '[{' })).toThrow(
      /PORTICO_CLOUD_LOCAL_WALLETS: must be JSON/,
    )
    expect(() =>
      readCloudEnv({
        PORTICO_CLOUD_LOCAL_WALLETS: JSON.stringify([
          { id: 'x', name: 'X', chains: [], webapp_link: 'javascript:1' },
        ]),
      }),
    ).toThrow(/PORTICO_CLOUD_LOCAL_WALLETS/)
  })

  it('reads the rate budgets and exempt IPs, defaulting to 600 and 120 a minute', () => {
    expect(readCloudEnv({})).toMatchObject({
      PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE: 600,
      PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE: 120,
      PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS: [],
    })
    expect(
      readCloudEnv({
        PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE: '5000',
        PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE: '50',
        PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS: '10.0.0.7, ::1',
      }),
    ).toMatchObject({
      PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE: 5000,
      PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE: 50,
      PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS: ['10.0.0.7', '::1'],
    })
    expect(() => readCloudEnv({ PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE/,
    )
    expect(() => readCloudEnv({ PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS: 'frame.local' })).toThrow(
      /PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS/,
    )
  })
})
