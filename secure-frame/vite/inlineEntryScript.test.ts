// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Rolldown } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import {
  chunkReexports,
  FRAME_CHUNK_REGISTRY,
  type InlineChunk,
  toInlineScript,
} from './inlineEntryScript.ts'

const registry = () => (globalThis as Record<symbol, unknown>)[Symbol.for(FRAME_CHUNK_REGISTRY)]
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(FRAME_CHUNK_REGISTRY)]
})

// An entry that imports a chunk of errors, as Rolldown writes them (minified names).
const errors: InlineChunk = {
  fileName: 'assets/errors-1.js',
  code: 'var e=class extends Error{};function t(n){return new e(n)}export{e as n,t as r};\n',
  imports: [],
}
const entry: InlineChunk = {
  fileName: 'assets/index-1.js',
  code: 'const m=["assets/lazy-1.js"];import{n as e,r as t}from"./errors-1.js";const o=t("boom");globalThis.loadLazy=()=>import("./lazy-1.js");export{e as A,o as B};\n',
  imports: ['assets/errors-1.js'],
}
const chunks = new Map([[errors.fileName, errors]])
const files = [entry.fileName, errors.fileName, 'assets/lazy-1.js']

/** Runs the inline script as the page would (module code, strict). */
const runInline = (code: string) => new Function(`"use strict";${code}`)()

/** Imports a module written to a file, as a lazily loaded chunk imports a shim. */
async function importModule(code: string): Promise<Record<string, unknown>> {
  const file = join(mkdtempSync(join(tmpdir(), 'inline-entry-')), 'chunk.mjs')
  writeFileSync(file, code)
  return import(pathToFileURL(file).href)
}

describe('toInlineScript', () => {
  it('runs the imported chunk first and registers the exports of both, once', async () => {
    const { code, inlined } = toInlineScript(entry, chunks, files)
    expect(inlined).toEqual([errors.fileName, entry.fileName])
    expect(code).not.toMatch(/\bimport\s*\{/)
    runInline(code)
    const entryExports = await importModule(chunkReexports(entry.fileName, ['A', 'B']))
    const errorExports = await importModule(chunkReexports(errors.fileName, ['n', 'r']))
    // A lazy chunk gets the very class the entry used: `instanceof` holds across chunks.
    expect(entryExports.A).toBe(errorExports.n)
    expect(entryExports.B).toBeInstanceOf(errorExports.n as new () => Error)
  })

  it('makes chunk URLs absolute, since inline they would resolve against the page', () => {
    const { code } = toInlineScript(entry, chunks, files)
    expect(code).toContain('import("/assets/lazy-1.js")')
    expect(code).not.toContain('"./lazy-1.js"')
  })

  it('refuses code that would end the script element early', () => {
    const closing = { ...entry, code: 'const s="</script>";export{s as A};', imports: [] }
    expect(() => toInlineScript(closing, chunks, files)).toThrow(/cannot go inline/)
  })

  it('refuses an import it cannot turn into registry reads', () => {
    const namespace = { ...entry, code: 'import*as e from"./errors-1.js";export{e as A};' }
    expect(() => toInlineScript(namespace, chunks, files)).toThrow(/cannot take/)
  })
})

describe('chunkReexports', () => {
  it('fails loudly when the inline script has not run', async () => {
    await expect(importModule(chunkReexports(entry.fileName, ['A']))).rejects.toThrow(
      /inline script has not run/,
    )
    expect(registry()).toBeUndefined()
  })
})

describe('the built secure frame', () => {
  it('has its entry and that entry’s imports inline, and re-export modules at their files', async () => {
    const result = await build({
      configFile: join(import.meta.dirname, '../vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    })
    const output = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
    const files = output.flatMap((o) => o.output)
    const page = files.find((f): f is Rolldown.OutputAsset => f.fileName === 'index.html')
    const html = String(page?.source)
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1])
    expect(scripts).toEqual([' type="module"'])
    // Nothing to fetch before the entry runs: its imports are inline too.
    expect(html).not.toContain('<link')
    const entryChunk = files.find((f): f is Rolldown.OutputChunk => f.type === 'chunk' && f.isEntry)
    expect(entryChunk?.code).toContain('inline script has not run')
    expect(entryChunk?.imports).toEqual([])
  }, 60_000)
})
