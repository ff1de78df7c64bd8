/**
 * The dependency rules (.dependency-cruiser.cjs, `npm test` step "rules") catch what they are
 * for: each broken arrow below is made in a scratch house and must be reported, and a house
 * that keeps the arrows must pass. The check on the real tree is the "rules" step itself.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const scratch = mkdtempSync(join(tmpdir(), 'portico-rules-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Writes `files` as a house of its own and returns the names of the rules it breaks. */
function violations(name: string, files: Record<string, string>): string[] {
  const house = join(scratch, name)
  const all = {
    'tsconfig.json': '{"compilerOptions":{"allowImportingTsExtensions":true}}',
    ...files,
  }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(house, path)), { recursive: true })
    writeFileSync(join(house, path), text)
  }
  const roots = [...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? ''))]
  const result = spawnSync(
    join(repo, 'node_modules/.bin/depcruise'),
    ['--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'json', ...roots],
    { cwd: house, encoding: 'utf8' },
  )
  const report = JSON.parse(result.stdout) as {
    summary: { violations: { rule: { name: string } }[] }
  }
  return report.summary.violations.map((v) => v.rule.name).sort()
}

describe('house rules', () => {
  it('a house that keeps the arrows passes', () => {
    expect(
      violations('clean', {
        'shared/src/index.ts': 'export const a = 1\n',
        'modal/src/store/slice.ts':
          "import { a } from '../../../shared/src/index.ts'\nexport const b = a\n",
        'modal/src/ui/View.ts': "import { b } from '../store/slice.ts'\nexport const c = b\n",
        'modal/src/store/slice.test.ts': "import { b } from './slice.ts'\nexport const t = b\n",
      }),
    ).toEqual([])
  })

  it('a cycle made only of type imports is a cycle', () => {
    expect(
      violations('type-cycle', {
        'modal/src/a.ts': "import type { B } from './b.ts'\nexport type A = { b?: B }\n",
        'modal/src/b.ts': "import type { A } from './a.ts'\nexport type B = { a?: A }\n",
      }),
    ).toContain('no-cycle')
  })

  it('shared importing another workspace', () => {
    expect(
      violations('shared-up', {
        'shared/src/index.ts': "import { m } from '../../modal/src/m.ts'\nexport const s = m\n",
        'modal/src/m.ts': 'export const m = 1\n',
      }),
    ).toContain('shared-imports-no-workspace')
  })

  it('production code importing devnet or a test helper', () => {
    const broken = violations('prod-test', {
      'cloud/src/server.ts':
        "import { h } from './testing/helper.ts'\nimport { d } from '../../devnet/src/d.ts'\nexport const s = h + d\n",
      'cloud/src/testing/helper.ts': 'export const h = 1\n',
      'devnet/src/d.ts': 'export const d = 1\n',
    })
    expect(broken).toContain('production-imports-no-test-code')
    expect(broken).toContain('production-imports-no-devnet-or-e2e')
  })

  it("the modal's store, connectors or features importing the UI", () => {
    expect(
      violations('logic-ui', {
        'modal/src/connectors/x/thunk.ts':
          "import { v } from '../../views/V.ts'\nexport const t = v\n",
        'modal/src/views/V.ts': 'export const v = 1\n',
      }),
    ).toContain('modal-logic-imports-no-ui')
  })
})
