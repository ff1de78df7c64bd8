/**
 * The frame's catalogues (app and server) are whole and compiled: every locale has every key of
 * English, no empty translation, the same {placeholders}; and the committed TS modules are what
 * `lingui compile` makes of the .po files now (run `npm run i18n:compile -w @portico/secure-frame`).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { FRAME_LOCALES } from './frameLocales.ts'
import { readPo } from './readPo.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const catalogueDirs = ['app/i18n/locales', 'server/i18n/locales']

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort()

describe.each(catalogueDirs)('%s', (dir) => {
  const read = (locale: string) => readPo(readFileSync(join(root, dir, `${locale}.po`), 'utf8'))
  const english = read('en')

  it.each(FRAME_LOCALES)(
    '%s has every key of English, translated, with the same placeholders',
    (locale) => {
      const catalogue = read(locale)
      expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [id, text] of catalogue) {
        expect(text, `${locale} ${id}`).not.toBe('')
        expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(english.get(id) ?? ''))
      }
    },
  )
})

describe('compiled catalogues', () => {
  const work = mkdtempSync(join(tmpdir(), 'frame-i18n-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('are what lingui compile makes of the .po files', () => {
    cpSync(join(root, 'lingui.config.js'), join(work, 'lingui.config.js'))
    for (const dir of catalogueDirs)
      for (const locale of FRAME_LOCALES)
        cpSync(join(root, dir, `${locale}.po`), join(work, dir, `${locale}.po`))
    // The package's main is dist/index.js; its bin, dist/lingui.js, sits beside it.
    const main = createRequire(import.meta.url).resolve('@lingui/cli')
    const cli = join(dirname(main), 'lingui.js')
    execFileSync(process.execPath, [cli, 'compile', '--strict', '--workers', '1'], {
      cwd: work,
      stdio: 'pipe',
    })
    for (const dir of catalogueDirs)
      for (const locale of FRAME_LOCALES)
        expect(
          readFileSync(join(root, dir, `${locale}.ts`), 'utf8'),
          `${dir}/${locale}.ts is stale: run npm run i18n:compile -w @portico/secure-frame`,
        ).toBe(readFileSync(join(work, dir, `${locale}.ts`), 'utf8'))
  }, 30_000)
})
