import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inlineScriptHashes.ts'

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, line breaks and all', () => {
    const module = 'import("/assets/a.js");\nglobalThis.x = "é"\n'
    const classic = 'console.log(1)'
    const html = `<head><script type="module">${module}</script></head><body><script>${classic}</script></body>`
    expect(inlineScriptHashes(html)).toEqual([hashOf(module), hashOf(classic)])
  })

  it('leaves out scripts loaded by URL and data blocks, which a CSP hash does not cover', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/json" id="portico-frame-config">{"a":1}</script>',
      "<script type='importmap'>{}</script>",
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([])
  })
})
