import { describe, expect, it } from 'vitest'
import {
  accountIdOf,
  findSocialAccount,
  oidcClaims,
  providerProfile,
  TEST_PEOPLE,
  type TestPerson,
} from './socialAccounts.ts'

const alice = TEST_PEOPLE[0] as TestPerson
const account = (p: Parameters<typeof accountIdOf>[0]) => {
  const found = findSocialAccount(accountIdOf(p, alice))
  if (!found) throw new Error(`no ${p} account`)
  return found
}

describe('socialAccounts', () => {
  it('gives each provider its own subject for the same person', () => {
    const github = findSocialAccount(accountIdOf('github', alice))
    const discord = findSocialAccount(accountIdOf('discord', alice))
    expect(github?.subject).not.toBe(discord?.subject)
    expect(findSocialAccount(accountIdOf('apple', alice))?.subject).toBe('apple.alice')
    expect(github?.subject).toMatch(/^\d+$/)
  })

  it('refuses unknown accounts', () => {
    expect(findSocialAccount('github.mallory')).toBeUndefined()
    expect(findSocialAccount('myspace.alice')).toBeUndefined()
  })

  it('answers each provider in its own shape', () => {
    const of = (p: Parameters<typeof accountIdOf>[0]) => providerProfile(account(p))
    expect(of('github')).toMatchObject({ login: 'alice', id: expect.any(Number) })
    expect(of('discord')).toMatchObject({ username: 'alice', global_name: 'Alice Example' })
    expect(of('x')).toMatchObject({ data: { username: 'alice' } })
    expect(of('facebook')).toMatchObject({ name: 'Alice Example', id: expect.any(String) })
    expect(oidcClaims(account('google'))).toMatchObject({
      email: alice.email,
      email_verified: true,
    })
  })
})
