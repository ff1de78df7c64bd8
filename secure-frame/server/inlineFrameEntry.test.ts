import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineFrameEntry } from './inlineFrameEntry.ts'

const PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body></body></html>'

function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'frame-inline-'))
  mkdirSync(join(dist, 'assets'))
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), code)
  return dist
}

describe('inlineFrameEntry', () => {
  it('puts the entry in the page and names its hash for the CSP', () => {
    const code = 'import("./chunk-b2.js");const s=`$&$1`'
    const page = inlineFrameEntry(PAGE, distWith({ 'index-a1.js': code }))
    // `$&` in the code stays as it is (no replacement pattern is applied to it).
    expect(page.html).toBe(
      `<!doctype html><html><head><base href="/assets/" /><script type="module">${code}</script></head><body></body></html>`,
    )
    const hash = createHash('sha256').update(code).digest('base64')
    expect(page.scriptSources).toEqual([`'sha256-${hash}'`])
  })

  it('leaves the page as it was when the entry cannot be inlined safely', () => {
    for (const code of ['const a = "</script>"', 'const b = "<!-- x"', 'x=`</SCRIPT `']) {
      const page = inlineFrameEntry(PAGE, distWith({ 'index-a1.js': code }))
      expect(page).toEqual({ html: PAGE, scriptSources: [] })
    }
    const two = PAGE.replace('</head>', '<script type="module" src="/assets/b.js"></script></head>')
    expect(inlineFrameEntry(two, distWith({}))).toEqual({ html: two, scriptSources: [] })
  })
})
