// @vitest-environment node
/**
 * The catalogues are whole and current: every locale has exactly English's messages, each
 * translated; Arabic's plurals name all six of its categories; the compiled modules are what
 * `lingui compile` makes of the PO files today; the SPEC §8 texts match shared's catalogue.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { errorCatalogue, noticeCatalogue } from '@portico/shared'
import { afterAll, describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config.ts'
import { messages as english } from './locales/en/messages.ts'
import { supportedLocales } from './locales.ts'

const MODAL = fileURLToPath(new URL('../..', import.meta.url))
const LOCALES = join(MODAL, 'src/i18n/locales')
const CATALOGUES = ['messages', 'buttons', 'names', 'swap', 'send', 'onramp', 'bitcoin'] as const

/** The PO file's messages by id (msgid and msgstr lines, continued by quoted lines). */
function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  const strings = (from: number, lines: string[]) => {
    let value = JSON.parse(lines[from]?.replace(/^msg(id|str) /, '') ?? '""') as string
    for (let i = from + 1; lines[i]?.startsWith('"'); i++) value += JSON.parse(lines[i] ?? '""')
    return value
  }
  const lines = text.split('\n')
  lines.forEach((line, i) => {
    if (!line.startsWith('msgid ')) return
    const id = strings(i, lines)
    const str = lines.findIndex((l, j) => j > i && l.startsWith('msgstr '))
    if (id) entries.set(id, strings(str, lines))
  })
  return entries
}

const po = (locale: string, catalogue: string) =>
  readPo(readFileSync(join(LOCALES, locale, `${catalogue}.po`), 'utf8'))

describe('the message catalogues', () => {
  it('list the same locales as the modal supports', () => {
    expect(linguiConfig.locales).toEqual([...supportedLocales])
    for (const locale of supportedLocales)
      expect(readdirSync(join(LOCALES, locale)).sort()).toEqual(
        CATALOGUES.flatMap((catalogue) => [`${catalogue}.po`, `${catalogue}.ts`]).sort(),
      )
  })

  it.each(supportedLocales.flatMap((locale) => CATALOGUES.map((catalogue) => [locale, catalogue])))(
    '%s has every %s message English has, translated, and no other',
    (locale, catalogue) => {
      const source = po('en', catalogue)
      const translated = po(locale, catalogue)
      expect(source.size).toBeGreaterThan(0)
      expect([...translated.keys()].filter((id) => !source.has(id))).toEqual([])
      expect([...source.keys()].filter((id) => !translated.get(id)?.trim())).toEqual([])
    },
  )

  it('a locale missing a message is caught', () => {
    const source = new Map([
      ['a.one', 'One'],
      ['a.two', 'Two'],
    ])
    const translated = readPo('msgid "a.one"\nmsgstr "Uno"\n\nmsgid "a.two"\nmsgstr ""\n')
    expect([...source.keys()].filter((id) => !translated.get(id)?.trim())).toEqual(['a.two'])
  })

  it("gives Arabic plurals all six of Arabic's plural categories", () => {
    const plurals = [...po('ar', 'messages')].filter(([, text]) => text.includes(', plural,'))
    expect(plurals.length).toBeGreaterThan(0)
    for (const [id, text] of plurals)
      for (const category of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(text, `${id} lacks ${category}`).toMatch(new RegExp(`\\b${category} \\{`))
  })

  it('has the SPEC §8 texts as shared spells them, to recognise them in the logic', () => {
    const source = po('en', 'messages')
    const text = (id: string) => source.get(id)
    const ids = Object.keys(english)
    for (const id of ids.filter((i) => i.startsWith('error.'))) {
      const [, code, ui] = id.split('.') as [string, keyof typeof errorCatalogue, string?]
      const entry = errorCatalogue[code] as { message: string; uiMessage?: string }
      expect(text(id), id).toBe(ui ? entry.uiMessage : entry.message)
    }
    for (const code of Object.keys(noticeCatalogue) as (keyof typeof noticeCatalogue)[])
      expect(text(`notice.${code}`)).toBe(noticeCatalogue[code].message)
    // Every error the visitor sees as a snackbar has its translation.
    for (const [code, entry] of Object.entries(errorCatalogue))
      if ('toast' in entry) expect(ids).toContain(`error.${code}`)
  })

  describe('compiled', () => {
    const work = mkdtempSync(join(tmpdir(), 'portico-lingui-'))
    afterAll(() => rmSync(work, { recursive: true, force: true }))

    it('are what lingui compile makes of the PO files now', async () => {
      cpSync(LOCALES, join(work, 'src/i18n/locales'), {
        recursive: true,
        filter: (path) => !path.endsWith('.ts'),
      })
      const config = join(work, 'lingui.config.json')
      writeFileSync(config, JSON.stringify({ ...linguiConfig, rootDir: work }))
      const lingui = join(MODAL, '../node_modules/.bin/lingui')
      execFileSync(lingui, ['compile', '--strict', '--config', config], {
        cwd: work,
        stdio: 'pipe',
      })
      for (const locale of supportedLocales)
        for (const catalogue of CATALOGUES) {
          // Lingui writes `…export const messages=JSON.parse("…")as Messages;`.
          const fresh = readFileSync(
            join(work, 'src/i18n/locales', locale, `${catalogue}.ts`),
            'utf8',
          )
          const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(fresh)?.[1] ?? '"{}"'
          const committed = await import(`./locales/${locale}/${catalogue}.ts`)
          expect(
            committed.messages,
            `${locale}/${catalogue}.ts is stale: run npm run i18n:compile -w modal`,
          ).toEqual(JSON.parse(JSON.parse(json)))
        }
    }, 30_000)
  })
})
