import { describe, expect, it } from 'vitest'
import { drawIcon } from './drawIcon.ts'
import {
  LOGO_PNG_CACHE_ENTRIES,
  LOGO_PNG_SIZE,
  logoPngCacheStats,
  rasterizeLogo,
} from './rasterizeLogo.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

const square = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>${n}</title><rect width="24" height="${1 + (n % 23)}" fill="#${(n * 2654435761).toString(16).slice(-6).padStart(6, '0')}"/></svg>`

describe('rasterizeLogo', () => {
  it('draws a logo as a square PNG of LOGO_PNG_SIZE pixels, letters included', async () => {
    const plain = await rasterizeLogo(square(1))
    expect(plain.png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(pngSize(plain.png)).toEqual({ width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE })
    expect(plain.etag).toMatch(/^"[\w-]{22}"$/)
    // A drawn monogram: the same shape with other letters is another picture.
    const ab = await rasterizeLogo(drawIcon({ seed: 's', label: 'Ab', shape: 'square' }))
    const cd = await rasterizeLogo(drawIcon({ seed: 's', label: 'Cd', shape: 'square' }))
    expect(pngSize(ab.png)).toEqual({ width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE })
    expect(ab.etag).not.toBe(cd.etag)
  })

  it('draws each logo once, even when asked for it twice at the same time', async () => {
    const before = logoPngCacheStats().renders
    const [a, b] = await Promise.all([rasterizeLogo(square(2)), rasterizeLogo(square(2))])
    expect(await rasterizeLogo(square(2))).toBe(a)
    expect(b).toBe(a)
    expect(logoPngCacheStats().renders).toBe(before + 1)
  })

  it('keeps no failed render: bad SVG is refused and asked again next time', async () => {
    const { entries, renders } = logoPngCacheStats()
    await expect(rasterizeLogo('<svg')).rejects.toThrow()
    expect(logoPngCacheStats().entries).toBe(entries)
    await expect(rasterizeLogo('<svg')).rejects.toThrow()
    expect(logoPngCacheStats()).toEqual({ entries, renders: renders + 2 })
  })

  it('keeps at most LOGO_PNG_CACHE_ENTRIES logos, dropping the least recently used', async () => {
    const first = await rasterizeLogo(square(1000))
    for (let n = 1001; n < 1000 + LOGO_PNG_CACHE_ENTRIES; n++) await rasterizeLogo(square(n))
    // The first logo, used again, is now the most recent: the next new one evicts another.
    expect(await rasterizeLogo(square(1000))).toBe(first)
    await rasterizeLogo(square(1000 + LOGO_PNG_CACHE_ENTRIES))
    expect(logoPngCacheStats().entries).toBe(LOGO_PNG_CACHE_ENTRIES)
    const renders = logoPngCacheStats().renders
    expect(await rasterizeLogo(square(1000))).toBe(first)
    expect(logoPngCacheStats().renders).toBe(renders)
    // The one not used since it was drawn was dropped: drawn again.
    await rasterizeLogo(square(1001))
    expect(logoPngCacheStats().renders).toBe(renders + 1)
  })
})
