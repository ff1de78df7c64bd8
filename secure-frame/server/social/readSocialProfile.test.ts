import { describe, expect, it } from 'vitest'
import { readSocialProfile } from './readSocialProfile.ts'

describe('readSocialProfile', () => {
  it('reads GitHub by its numeric id and login', () => {
    expect(
      readSocialProfile('github', { id: 42, login: 'octo', name: 'Octo', email: 'o@x.test' }),
    ).toEqual({
      provider: 'github',
      subject: '42',
      userName: 'octo',
      email: 'o@x.test',
      emailVerified: false,
    })
  })

  it('reads Discord, X and Facebook in their own shapes', () => {
    expect(
      readSocialProfile('discord', {
        id: '7',
        username: 'dis',
        global_name: 'Dis',
        email: 'd@x.test',
        verified: true,
      }),
    ).toMatchObject({ subject: '7', userName: 'dis', emailVerified: true })
    expect(readSocialProfile('x', { data: { id: '9', username: 'ex', name: 'Ex' } })).toMatchObject(
      { subject: '9', userName: 'ex', email: null },
    )
    expect(readSocialProfile('facebook', { id: '5', name: 'Fay' })).toMatchObject({
      subject: '5',
      userName: 'Fay',
    })
  })

  it('reads OIDC claims; Apple has no name, so the e-mail names the user', () => {
    expect(
      readSocialProfile('google', {
        sub: 'g1',
        name: 'Gee',
        email: 'g@x.test',
        email_verified: true,
      }),
    ).toMatchObject({ subject: 'g1', userName: 'Gee', emailVerified: true })
    expect(
      readSocialProfile('apple', { sub: 'a1', email: 'a@x.test', email_verified: 'true' }),
    ).toMatchObject({ userName: 'a@x.test', emailVerified: true })
  })

  it('refuses a shape that does not fit', () => {
    expect(() => readSocialProfile('github', { login: 'no-id' })).toThrow()
    expect(() => readSocialProfile('x', { id: '1', username: 'flat' })).toThrow()
    expect(() => readSocialProfile('google', { sub: '' })).toThrow()
  })
})
