import { describe, expect, it } from 'vitest'
import { emailSchema, isEmail } from './isEmail.ts'
import { isOtp, otpSchema } from './isOtp.ts'
import { isSocialProvider, SOCIAL_PROVIDERS, socialProviderSchema } from './isSocialProvider.ts'
import {
  isSolanaCommitment,
  SOLANA_COMMITMENTS,
  solanaCommitmentSchema,
} from './isSolanaCommitment.ts'

describe('isEmail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.org'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
    expect(emailSchema().parse(email)).toBe(email)
  })

  it.each([
    'user',
    'user@',
    '@example.com',
    'user@example',
    'a b@example.com',
    '',
    1,
    // zod 4 alone takes these; AppKit's clients would drop a reply carrying them.
    "o'brien@example.com",
    'ada..l@example.com',
  ])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false)
  })
})

describe('isOtp', () => {
  it('accepts any string and nothing else', () => {
    expect(isOtp('123456')).toBe(true)
    expect(otpSchema.safeParse('123456').success).toBe(true)
    expect(isOtp(123456)).toBe(false)
    expect(otpSchema.safeParse(123456).success).toBe(false)
  })
})

describe('isSocialProvider', () => {
  it('lists the six providers', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
  })

  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])('accepts %s', (provider) => {
    expect(isSocialProvider(provider)).toBe(true)
    expect(socialProviderSchema.parse(provider)).toBe(provider)
  })

  it.each(['farcaster', 'twitter', 'Google', '', undefined])('rejects %j', (provider) => {
    expect(isSocialProvider(provider)).toBe(false)
    expect(socialProviderSchema.safeParse(provider).success).toBe(false)
  })
})

describe('isSolanaCommitment', () => {
  it('lists the eight levels', () => {
    expect(SOLANA_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    for (const level of SOLANA_COMMITMENTS) expect(isSolanaCommitment(level)).toBe(true)
  })

  it.each(['final', 'Confirmed', 'singlegossip', 0])('rejects %j', (level) => {
    expect(isSolanaCommitment(level)).toBe(false)
    expect(solanaCommitmentSchema.safeParse(level).success).toBe(false)
  })
})
