import { describe, expect, it } from 'vitest'
import { PROVIDER_DEFAULTS, resolveSocialSettings } from './socialSettings.ts'

describe('resolveSocialSettings', () => {
  it('enables only the providers given a client, over the real endpoints', () => {
    const settings = resolveSocialSettings(
      JSON.stringify({ github: { clientId: 'id', clientSecret: 'secret' } }),
    )
    expect(Object.keys(settings)).toEqual(['github'])
    expect(settings.github).toMatchObject({
      ...PROVIDER_DEFAULTS.github,
      clientId: 'id',
      clientSecret: 'secret',
    })
  })

  it('lets a field point elsewhere (a local identity provider)', () => {
    const settings = resolveSocialSettings({
      x: { clientId: 'x', clientSecret: 's', tokenUrl: 'http://127.0.0.1:4000/token' },
    })
    expect(settings.x?.tokenUrl).toBe('http://127.0.0.1:4000/token')
    expect(settings.x?.tokenAuth).toBe('client_secret_basic')
  })

  it('is empty when nothing is configured', () => {
    expect(resolveSocialSettings(undefined)).toEqual({})
  })

  it('refuses bad input, naming the field and not the secret', () => {
    expect(() => resolveSocialSettings('{')).toThrow('must be JSON')
    expect(() => resolveSocialSettings({ myspace: { clientId: 'a', clientSecret: 'b' } })).toThrow(
      'PORTICO_FRAME_SOCIAL',
    )
    let message = ''
    try {
      resolveSocialSettings({
        google: { clientId: 'a', clientSecret: 'hunter2', tokenUrl: 'ftp:x' },
      })
    } catch (error) {
      message = String(error)
    }
    expect(message).toContain('google.tokenUrl')
    expect(message).not.toContain('hunter2')
  })
})
