/**
 * The README's integration snippets are the example dapp's own files, byte for byte: a snippet
 * marked `<!-- example: examples/vite-react/src/App.tsx -->` must equal that file, which the e2e
 * suite builds from the packed package and drives. So the README cannot show code that does
 * not run.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { describe, expect, it } from 'vitest'

const marker = /<!-- example: (\S+) -->\n\n```[a-z]*\n([\s\S]*?)```/g

function snippetsOf(readme: string) {
  const text = readFileSync(join(repoRoot, readme), 'utf8')
  return [...text.matchAll(marker)].map(([, file = '', code = '']) => ({ file, code }))
}

describe('README snippets', () => {
  const snippets = snippetsOf('README.md')

  it('shows the example dapp: its Portico setup, its app and its wagmi config', () => {
    expect(snippets.map((s) => s.file)).toEqual([
      'examples/vite-react/src/portico.ts',
      'examples/vite-react/src/App.tsx',
      'examples/vite-react/src/wagmi/wagmiConfig.ts',
    ])
  })

  it.each(snippets)('$file is the file as it is', ({ file, code }) => {
    expect(code).toBe(readFileSync(join(repoRoot, file), 'utf8'))
  })
})
