import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CHAINS,
  DEFAULT_SMTP,
  resolveChains,
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
