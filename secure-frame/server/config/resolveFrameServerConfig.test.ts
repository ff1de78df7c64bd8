import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CHAINS,
  DEFAULT_SMTP,
  resolveChains,
  resolveScaleSettings,
  resolveSmtpSettings,
} from './resolveFrameServerConfig.ts'

describe('resolveSmtpSettings', () => {
  it('defaults to the devnet mail catcher without auth', () => {
    expect(resolveSmtpSettings(undefined, {})).toEqual({
      ...DEFAULT_SMTP,
      user: undefined,
      password: undefined,
    })
    expect(DEFAULT_SMTP).toMatchObject({ host: '127.0.0.1', port: 1025 })
  })

  it('reads PORTICO_SMTP_* and lets explicit options win', () => {
    const env = {
      PORTICO_SMTP_HOST: 'mail.internal',
      PORTICO_SMTP_PORT: '2525',
      PORTICO_SMTP_USER: 'frame',
      PORTICO_SMTP_PASSWORD: 'secret',
      PORTICO_SMTP_FROM: 'Portico <login@example.com>',
    }
    expect(resolveSmtpSettings(undefined, env)).toEqual({
      host: 'mail.internal',
      port: 2525,
      user: 'frame',
      password: 'secret',
      from: 'Portico <login@example.com>',
    })
    expect(resolveSmtpSettings({ port: 1026 }, env).port).toBe(1026)
  })

  it('names the variable with a bad value', () => {
    expect(() => resolveSmtpSettings(undefined, { PORTICO_SMTP_PORT: 'seventy' })).toThrow(
      'PORTICO_SMTP_PORT',
    )
  })
})

describe('resolveChains', () => {
  it('defaults to the devnet chain and checks given chains', () => {
    expect(resolveChains(undefined)).toBe(DEFAULT_CHAINS)
    expect(resolveChains([{ id: 5, rpcUrl: 'http://127.0.0.1:1' }])).toEqual([
      { id: 5, rpcUrl: 'http://127.0.0.1:1' },
    ])
    expect(() => resolveChains([])).toThrow()
    expect(() =>
      resolveChains([
        { id: 5, rpcUrl: 'http://127.0.0.1:1' },
        { id: 5, rpcUrl: 'http://127.0.0.1:2' },
      ]),
    ).toThrow('unique')
    expect(() => resolveChains([{ id: 5, rpcUrl: 'ftp://x' }])).toThrow()
  })
})

describe('resolveScaleSettings', () => {
  it('reads the shared-state variables, lets options win and takes empty as unset', () => {
    const env = {
      PORTICO_FRAME_DATABASE_URL: 'postgres://frame@db.internal:5432/frame',
      PORTICO_REDIS_URL: 'redis://:pw@cache.internal:6379/1',
      PORTICO_FRAME_MASTER_KEY_FILE: '/run/secrets/master.key',
      PORTICO_FRAME_SESSION_KEY_FILE: '',
    }
    expect(resolveScaleSettings({}, env)).toEqual({
      databaseUrl: 'postgres://frame@db.internal:5432/frame',
      redisUrl: 'redis://:pw@cache.internal:6379/1',
      masterKeyFile: '/run/secrets/master.key',
    })
    expect(resolveScaleSettings({ redisUrl: 'rediss://other:6380' }, env).redisUrl).toBe(
      'rediss://other:6380',
    )
    expect(resolveScaleSettings({}, {})).toEqual({})
  })

  it("reads PORTICO_FRAME_TRUST_PROXY as true, false or the proxies' addresses", () => {
    const trust = (value: string) =>
      resolveScaleSettings({}, { PORTICO_FRAME_TRUST_PROXY: value }).trustProxy
    expect(trust('true')).toBe(true)
    expect(trust('false')).toBe(false)
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1')
    expect(() => trust('everyone')).toThrow('PORTICO_FRAME_TRUST_PROXY')
  })

  it('names the variable, not its value, when a URL is of the wrong kind', () => {
    const secret = 'http://user:hunter2@db.internal'
    const run = () => resolveScaleSettings({}, { PORTICO_FRAME_DATABASE_URL: secret })
    expect(run).toThrow('PORTICO_FRAME_DATABASE_URL must be a postgres:// URL')
    expect(run).not.toThrow(/hunter2/)
    expect(() => resolveScaleSettings({}, { PORTICO_REDIS_URL: 'http://cache' })).toThrow(
      'PORTICO_REDIS_URL must be a redis:// or rediss:// URL',
    )
  })
})
