import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineEntryScript } from './inlineEntryScript.ts'

const template =
  '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>'

function distWith(code: string | undefined): string {
  const dist = mkdtempSync(join(tmpdir(), 'frame-inline-'))
  mkdirSync(join(dist, 'assets'))
  if (code !== undefined) writeFileSync(join(dist, 'assets', 'index-abc.js'), code)
  return dist
}

describe('inlineEntryScript', () => {
  it('puts the entry in the page, names its hash for the CSP and keeps relative URLs under /assets/', () => {
    // `$&` would be a replacement pattern if the code went through String.replace as a string.
    const code = 'import("./chunk-1.js"); const price = "$&";'
    const page = inlineEntryScript(template, distWith(code))
    expect(page.html).toContain(`<script type="module">${code}</script>`)
    expect(page.html).not.toContain('src="/assets/index-abc.js"')
    expect(page.html.indexOf('<base href="/assets/">')).toBeLessThan(page.html.indexOf('<script'))
    const hash = createHash('sha256').update(code).digest('base64')
    expect(page.scriptSource).toBe(`'sha256-${hash}'`)
  })

  it('keeps the external script when the code would end the element early', () => {
    const page = inlineEntryScript(template, distWith('const s = "</script><img src=x>"'))
    expect(page).toEqual({ html: template })
  })

  it('keeps the page as it is when the entry is not built', () => {
    expect(inlineEntryScript(template, distWith(undefined))).toEqual({ html: template })
    const other = '<html><head><script src="/x.js"></script></head></html>'
    expect(inlineEntryScript(other, distWith('1'))).toEqual({ html: other })
  })
})
