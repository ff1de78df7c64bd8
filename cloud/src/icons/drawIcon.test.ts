import { describe, expect, it } from 'vitest'
import { drawIcon, initialsOf } from './drawIcon.ts'

describe('drawIcon', () => {
  it('draws the same SVG for the same id and another for another id', () => {
    const a = drawIcon({ seed: 'metamask', label: 'MetaMask', shape: 'square' })
    expect(drawIcon({ seed: 'metamask', label: 'MetaMask', shape: 'square' })).toBe(a)
    expect(drawIcon({ seed: 'rainbow', label: 'Rainbow', shape: 'square' })).not.toBe(a)
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(a).toContain('>M</text>')
  })

  it('takes initials only from letters and digits, so no markup gets in', () => {
    expect(initialsOf('polkadot{.js}')).toBe('PJ')
    expect(initialsOf('1inch Wallet')).toBe('1W')
    expect(initialsOf('<script>')).toBe('S')
    expect(initialsOf('---')).toBe('?')
  })
})
