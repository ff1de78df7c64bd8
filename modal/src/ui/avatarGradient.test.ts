// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { avatarGradient } from './avatarGradient.ts'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

describe('avatarGradient', () => {
  it('gives an address the same avatar every time, whatever its checksum casing', () => {
    const checksummed = '0xA11CE00000000000000000000000000000000001'
    expect(avatarGradient(checksummed)).toBe(avatarGradient(checksummed))
    expect(avatarGradient(checksummed)).toBe(avatarGradient(checksummed.toLowerCase()))
    expect(avatarGradient(checksummed)).toMatch(/^radial-gradient\(.*\), linear-gradient\(.*\)$/)
  })

  it('gives different addresses different avatars, even one character apart', () => {
    const all = Array.from({ length: 200 }, (_, i) => avatarGradient(address(i + 1)))
    expect(new Set(all).size).toBe(all.length)
    // Their main colours differ too, not only the angle or the spot.
    const mainHues = new Set(
      all.slice(0, 20).map((g) => g.match(/linear-gradient\(\d+deg, (hsl\([^)]*\))/)?.[1]),
    )
    expect(mainHues.size).toBeGreaterThan(10)
  })

  it('reads a case-sensitive (base58) address as it is', () => {
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(avatarGradient(solana)).not.toBe(avatarGradient(solana.toLowerCase()))
  })
})
