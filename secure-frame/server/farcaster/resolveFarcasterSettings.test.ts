import { describe, expect, it } from 'vitest'
import { DEFAULT_FARCASTER, resolveFarcasterSettings } from './resolveFarcasterSettings.ts'

describe('resolveFarcasterSettings', () => {
  it('defaults to the devnet relay and anvil: nothing public', () => {
    expect(resolveFarcasterSettings(undefined, {})).toEqual(DEFAULT_FARCASTER)
    expect(DEFAULT_FARCASTER.relayUrl.startsWith('http://127.0.0.1:')).toBe(true)
    expect(DEFAULT_FARCASTER.rpcUrl.startsWith('http://127.0.0.1:')).toBe(true)
  })

  it('takes options first, then the environment; empty values count as unset', () => {
    const env = {
      PORTICO_FARCASTER_RELAY_URL: 'http://127.0.0.1:9000/',
      PORTICO_FARCASTER_RPC_URL: '',
    }
    expect(resolveFarcasterSettings(undefined, env)).toEqual({
      relayUrl: 'http://127.0.0.1:9000',
      rpcUrl: DEFAULT_FARCASTER.rpcUrl,
    })
    expect(resolveFarcasterSettings({ rpcUrl: 'http://127.0.0.1:1234' }, env).rpcUrl).toBe(
      'http://127.0.0.1:1234',
    )
  })

  it('names the variable of a value that is not an http(s) URL', () => {
    expect(() =>
      resolveFarcasterSettings(undefined, { PORTICO_FARCASTER_RPC_URL: 'ftp://x' }),
    ).toThrow('PORTICO_FARCASTER_RPC_URL must be a URL')
  })
})
