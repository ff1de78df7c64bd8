/**
 * Every README's links and repo paths lead somewhere: a relative Markdown link must name a file
 * or folder that exists, and so must a path in backticks that starts at one of the repo's top
 * folders (build output under `dist/` aside, which only exists after a build).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { describe, expect, it } from 'vitest'

const topFolders = ['shared', 'modal', 'secure-frame', 'cloud', 'devnet', 'e2e', 'examples']

function readmes(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry.startsWith('.') || entry === 'dist') return []
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return readmes(path)
    return entry === 'README.md' ? [path] : []
  })
}

/** The links and repo paths of one README that lead nowhere. */
function deadReferences(readme: string, text: string): string[] {
  const dir = dirname(readme)
  const links = [...text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => !existsSync(join(dir, target)))
  const paths = [...text.matchAll(/`([\w./-]+)`/g)]
    .map(([, path = '']) => path)
    .filter((path) => topFolders.some((top) => path.startsWith(`${top}/`)))
    .filter((path) => !/(^|\/)dist(\/|$)/.test(path))
    .filter((path) => !existsSync(join(repoRoot, path)) && !existsSync(join(dir, path)))
  return [...links, ...paths]
}

describe('README links', () => {
  const files = readmes(repoRoot)

  it('finds the READMEs', () => {
    expect(files.map((f) => relative(repoRoot, f))).toContain('modal/README.md')
  })

  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s leads nowhere dead', (_, file) => {
    expect(deadReferences(file, readFileSync(file, 'utf8'))).toEqual([])
  })

  it('catches a link or a path to a file that is not there', () => {
    const readme = join(repoRoot, 'README.md')
    expect(
      deadReferences(
        readme,
        '[spec](docs/nothing.md) and `shared/frame-protocol.md`, `modal/dist/x.js`',
      ),
    ).toEqual(['docs/nothing.md', 'shared/frame-protocol.md'])
  })
})
