/**
 * Logos as PNG (issue 19): an SVG shown by `<img>` is a document of its own in the browser (its
 * paths, gradients and stops are DOM nodes, ~20 per logo), so the modal's lists ask for raster
 * logos instead, as wallet-connection products in the field serve them. Each SVG is drawn once
 * per process by resvg (@resvg/resvg-js, off the event loop) at LOGO_PNG_SIZE pixels square: 2.4×
 * the 40 px list row and above the 72 px connecting view. The result and its ETag are kept in a
 * bounded least-recently-used cache; concurrent requests for the same logo share one render.
 */
import { renderAsync } from '@resvg/resvg-js'
import { contentEtag } from '../http/sendSvg.ts'

/** Width and height of a rasterised logo, in pixels (every library logo is square). */
export const LOGO_PNG_SIZE = 96
/** Logos kept rasterised (a PNG logo is 1–5 kB: a full cache is ~2 MB). */
export const LOGO_PNG_CACHE_ENTRIES = 512

export interface LogoPng {
  png: Buffer
  /** A strong ETag of the PNG bytes. */
  etag: string
}

const cache = new Map<string, Promise<LogoPng>>()
let renders = 0

async function render(svg: string): Promise<LogoPng> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: LOGO_PNG_SIZE },
    // Library logos are paths only; a drawn monogram's letters need the system's fonts, whose
    // scan costs ~30 ms, so it is paid only for an SVG that has text.
    font: { loadSystemFonts: svg.includes('<text') },
    logLevel: 'off',
  })
  const png = image.asPng()
  return { png, etag: contentEtag(png) }
}

/** The PNG of `svg`, drawn on the first call and then served from the cache. */
export function rasterizeLogo(svg: string): Promise<LogoPng> {
  const hit = cache.get(svg)
  if (hit) {
    // Most recently used last: the first key is the one to evict.
    cache.delete(svg)
    cache.set(svg, hit)
    return hit
  }
  renders++
  const pending = render(svg)
  cache.set(svg, pending)
  // A failed render is not kept: the next request tries again.
  pending.catch(() => {
    if (cache.get(svg) === pending) cache.delete(svg)
  })
  if (cache.size > LOGO_PNG_CACHE_ENTRIES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  return pending
}

/** What the cache holds and how many renders it has done since the process started. */
export function logoPngCacheStats(): { entries: number; renders: number } {
  return { entries: cache.size, renders }
}
