import { describe, expect, it } from 'vitest'
import { drawNftImage, tokenIdLabel } from './drawNftImage.ts'

const token = { chainId: 'eip155:31337', contract: '0xAbC0000000000000000000000000000000000001' }

describe('drawNftImage', () => {
  it('draws the same picture for the same token and another for another token', () => {
    const a = drawNftImage({ ...token, tokenId: '7' })
    expect(drawNftImage({ ...token, contract: token.contract.toLowerCase(), tokenId: '7' })).toBe(a)
    expect(drawNftImage({ ...token, tokenId: '8' })).not.toBe(a)
    expect(drawNftImage({ ...token, chainId: 'eip155:1', tokenId: '7' })).not.toBe(a)
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(a).toContain('>#7</text>')
  })

  it('holds no script, link or event handler', () => {
    const svg = drawNftImage({ ...token, tokenId: '123456789012345678901234567890' })
    expect(svg).not.toMatch(/<script|href|on[a-z]+=|javascript:/i)
    expect(svg).toContain('>#12345…67890</text>')
  })

  it('writes only the digits of the id', () => {
    expect(tokenIdLabel('42')).toBe('#42')
    expect(tokenIdLabel('<script>')).toBe('#0')
    expect(tokenIdLabel('1"/><x')).toBe('#1')
  })
})
