import jsQR from 'jsqr'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QR_MASK_PATTERN, QrCode } from './QrCode.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function draw(value: string, label: string): SVGElement {
  const host = document.createElement('div')
  act(() => createRoot(host).render(<QrCode value={value} label={label} />))
  const svg = host.querySelector('svg')
  if (!svg) throw new Error('no svg')
  return svg
}

/** What a camera reads: the drawn squares as pixels (4 per module), decoded by jsQR. */
function scan(svg: SVGElement): string | undefined {
  const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const scale = 4
  const side = modules * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  const path = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4
        pixels.fill(0, at, at + 3)
      }
  }
  return jsQR(pixels, side, side)?.data
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

describe('QrCode', () => {
  it('draws one square per dark module of the encoded value, with a label', () => {
    const value = 'wc:abc@2?relay-protocol=irn&symKey=00'
    const svg = draw(value, 'Pairing code')
    const { data, size } = encode(value, { ecc: 'M', border: 2, maskPattern: QR_MASK_PATTERN })
    const dark = data.flat().filter(Boolean).length
    expect(svg.getAttribute('aria-label')).toBe('Pairing code')
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`)
    expect(svg.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark)
  })

  it('changes with the value', () => {
    expect(draw('one', 'a').innerHTML).not.toBe(draw('two', 'a').innerHTML)
  })

  it('reads back as the value with a standard QR reader, for pairing URIs and addresses', () => {
    const values = [
      `wc:${hex(32)}@2?relay-protocol=irn&symKey=${hex(32)}&expiryTimestamp=1764310000`,
      `wc:${hex(32)}@2?relay-protocol=irn&symKey=${hex(32)}&expiryTimestamp=1764310000&methods=wc_sessionAuthenticate`,
      `0x${hex(20)}`,
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    ]
    for (const value of values) expect(scan(draw(value, 'code'))).toBe(value)
  })
})
