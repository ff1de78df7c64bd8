import { describe, expect, it } from 'vitest'
import { safeIconUrl } from './safeIconUrl.ts'

describe('safeIconUrl', () => {
  it('keeps loopback and data: images', () => {
    expect(safeIconUrl('http://localhost:5173/icon.svg')).toBe('http://localhost:5173/icon.svg')
    expect(safeIconUrl('http://127.0.0.1:5175/icon.svg')).toBe('http://127.0.0.1:5175/icon.svg')
    expect(safeIconUrl('http://[::1]:80/a.png')).toBe('http://[::1]/a.png')
    expect(safeIconUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })

  it('drops anything that would leave the machine or run script', () => {
    expect(safeIconUrl('https://example.com/icon.png')).toBeUndefined()
    expect(safeIconUrl('https://localhost.example.com/icon.png')).toBeUndefined()
    expect(safeIconUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeIconUrl('data:text/html,<b>')).toBeUndefined()
    expect(safeIconUrl('not a url')).toBeUndefined()
    expect(safeIconUrl(undefined)).toBeUndefined()
  })
})
