/**
 * What a page built with Vite loads, from the build's manifest: the JS before the first click
 * (the HTML entry's script and its static imports) and the JS that opening the modal adds (the
 * `portico-open` chunk of the openPathChunk plugin and what it imports that was not loaded yet).
 * Sizes are gzip level 9, as the bench measures.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
}

export interface PageSizes {
  /** JS the page loads before any click, gzip bytes. */
  beforeOpen: number
  /** JS the first open adds, gzip bytes. */
  onOpen: number
}

export function pageSizes(distDir: string, htmlEntry = 'index.html'): PageSizes {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const dep of manifest[key]?.imports ?? []) visit(dep)
    }
    for (const key of keys) visit(key)
    return seen
  }
  const gz = (keys: Iterable<string>) => {
    let total = 0
    for (const key of keys) {
      const file = manifest[key]?.file
      if (file?.endsWith('.js'))
        total += gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
    }
    return total
  }
  if (!manifest[htmlEntry])
    throw new Error(`${htmlEntry} is not an entry of the build in ${distDir}`)
  const initial = closure([htmlEntry])
  const openKeys = Object.keys(manifest).filter((key) => manifest[key]?.name === 'portico-open')
  if (!openKeys.length)
    throw new Error(`no portico-open chunk in ${distDir}: is openPathChunk() on?`)
  const open = [...closure(openKeys)].filter((key) => !initial.has(key))
  return { beforeOpen: gz(initial), onOpen: gz(open) }
}
