import { describe, expect, it } from 'vitest'
import { looksLikeSpam } from './looksLikeSpam.ts'

describe('looksLikeSpam', () => {
  it('flags a collection without a name, or with a link or a call to action in it', () => {
    expect(looksLikeSpam(null)).toBe(true)
    expect(looksLikeSpam({ name: 'Visit claim-now.xyz for rewards', symbol: 'X' })).toBe(true)
    expect(looksLikeSpam({ name: 'Bonus', symbol: 'https://t.me/x' })).toBe(true)
    expect(looksLikeSpam({ name: 'FREE MINT PASS', symbol: 'PASS' })).toBe(true)
  })

  it('trusts an ordinary collection', () => {
    expect(looksLikeSpam({ name: 'Portico Collectibles', symbol: 'PCOL' })).toBe(false)
    expect(looksLikeSpam({ name: 'Bored Ape Yacht Club', symbol: 'BAYC' })).toBe(false)
    expect(looksLikeSpam({ name: 'CryptoPunks', symbol: '' })).toBe(false)
    expect(looksLikeSpam({ name: 'Freedom Claimants Guild', symbol: 'FCG' })).toBe(false)
  })
})
