import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from './QrCode.tsx'

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

describe('QrCode', () => {
  it('draws one square per dark module of the encoded value, with a label', () => {
    const value = 'wc:abc@2?relay-protocol=irn&symKey=00'
    const svg = draw(value, 'Pairing code')
    const { data, size } = encode(value, { ecc: 'M', border: 2 })
    const dark = data.flat().filter(Boolean).length
    expect(svg.getAttribute('aria-label')).toBe('Pairing code')
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`)
    expect(svg.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark)
  })

  it('changes with the value', () => {
    expect(draw('one', 'a').innerHTML).not.toBe(draw('two', 'a').innerHTML)
  })
})
