/**
 * The frame page's entry inlined with the hash its CSP names: chunk references made absolute,
 * anything that is not a chunk of the build left as it is, and an entry that cannot sit inside a
 * script tag served external as built (the CSP then has no hash).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineFrameEntry, scriptHashSource } from './inlineFrameEntry.ts'

const PAGE =
  '<html><head><script type="module" crossorigin src="/assets/index-x.js"></script></head></html>'

function assets(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'frame-page-')), 'assets')
  mkdirSync(dir)
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code)
  return dir
}

describe('inlineFrameEntry', () => {
  it('inlines the entry, makes its chunk imports absolute and hashes what it inlined', () => {
    const dir = assets({
      'index-x.js': 'import("./w-1.js");import(`./v-2.js`);const s="./other.js";const d="$&"',
      'w-1.js': '',
      'v-2.js': '',
    })
    const page = inlineFrameEntry(PAGE, dir)
    const code =
      'import("/assets/w-1.js");import(`/assets/v-2.js`);const s="./other.js";const d="$&"'
    expect(page.html).toBe(`<html><head><script type="module">${code}</script></head></html>`)
    expect(page.scriptHashSource).toBe(scriptHashSource(code))
    expect(page.scriptHashSource).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  })

  it('leaves an entry that would end its script tag early external, with no hash', () => {
    const dir = assets({ 'index-x.js': 'const s = "</script><script>alert(1)"' })
    expect(inlineFrameEntry(PAGE, dir)).toEqual({ html: PAGE, scriptHashSource: null })
  })

  it('serves a page without a module entry as built', () => {
    const html = '<html><head></head></html>'
    expect(inlineFrameEntry(html, assets({}))).toEqual({ html, scriptHashSource: null })
  })
})
