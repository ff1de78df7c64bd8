/**
 * shared's public API is what the other parts use: every name `index.ts` exports (values and
 * types) must be read somewhere outside shared. A name nobody imports is not an API, only a
 * promise; it leaves the index until a feature needs it (its module may stay, for shared's own
 * use).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as api from './index.ts'

const repo = new URL('../..', import.meta.url).pathname
const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8')

/** Every exported name, `type` ones included, as the index spells them. */
const exported = [...index.matchAll(/export (?:type )?\{([^}]*)\} from '[^']+'/g)].flatMap(
  ([, names = '']) =>
    names
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type /, '')
            .split(' as ')
            .pop()
            ?.trim() ?? '',
      )
      .filter(Boolean),
)

/** The names no file outside shared mentions as a word (one `git grep` for them all). */
function unusedOutsideShared(names: string[]): string[] {
  const found = execFileSync(
    'git',
    [
      'grep',
      '-h',
      '-o',
      '-w',
      '-E',
      names.join('|'),
      '--',
      'modal',
      'secure-frame',
      'cloud',
      'devnet',
      'e2e',
      'examples',
    ],
    { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const mentioned = new Set(found.split('\n'))
  return names.filter((name) => !mentioned.has(name))
}

describe('shared index', () => {
  it('lists its exports by name (no export *)', () => {
    expect(index).not.toMatch(/export \*/)
    expect(exported.length).toBeGreaterThan(100)
    for (const name of Object.keys(api)) expect(exported).toContain(name)
  })

  it('exports only what another part of the house uses', () => {
    expect(unusedOutsideShared(exported)).toEqual([])
  })
})
