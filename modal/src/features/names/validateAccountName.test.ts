// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  accountNameLabel,
  accountNameSchema,
  fullAccountName,
  getAccountNameIssue,
} from './validateAccountName.ts'

describe('getAccountNameIssue (SPEC §5)', () => {
  it('accepts 4 or more letters, digits or hyphens', () => {
    for (const name of ['alice', 'ab-1', 'A1B2', 'x'.repeat(63), 'bob-2026.reown.id'])
      expect(getAccountNameIssue(name), name).toBeUndefined()
  })

  it('refuses fewer than 4 characters', () => {
    for (const name of ['', 'abc', 'ab.reown.id', '  ab  '])
      expect(getAccountNameIssue(name), name).toBe('TOO_SHORT')
  })

  it('refuses any other character, whatever the length', () => {
    for (const name of ['al ice', 'alice!', 'ali_ce', 'élise', 'a.b.c.d', 'ab$'])
      expect(getAccountNameIssue(name), name).toBe('INVALID_CHARACTERS')
  })

  it('refuses more than a DNS label holds', () => {
    expect(getAccountNameIssue('x'.repeat(64))).toBe('TOO_LONG')
  })
})

describe('accountNameLabel', () => {
  it('drops the current or legacy zone and lower-cases', () => {
    expect(accountNameLabel(' Alice.reown.id ')).toBe('alice')
    expect(accountNameLabel('alice.WCN.ID')).toBe('alice')
    expect(fullAccountName('alice')).toBe('alice.reown.id')
  })
})

describe('accountNameSchema', () => {
  it('accepts a valid name and refuses a bad one or a non-string', () => {
    expect(accountNameSchema.safeParse('Alice.reown.id').success).toBe(true)
    expect(accountNameSchema.safeParse('ab').success).toBe(false)
    expect(accountNameSchema.safeParse('al ice').success).toBe(false)
    expect(accountNameSchema.safeParse(42).success).toBe(false)
  })
})
