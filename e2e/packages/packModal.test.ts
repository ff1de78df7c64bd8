import { describe, expect, it } from 'vitest'
import { tarballProblems } from './packModal.ts'

describe('tarballProblems', () => {
  it('accepts the build, the manifest and the README', () => {
    expect(
      tarballProblems([
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/chunks/createCore-DSEzMcJ7.js',
      ]),
    ).toEqual([])
  })

  it.each([
    'src/index.ts',
    'dist/index.test.js',
    'dist/createPortico.ts',
    'dist/App.tsx',
    'vite/openPathChunk.ts',
    'tsconfig.json',
  ])('refuses %s', (file) => {
    expect(tarballProblems([file])).toEqual([`${file} does not belong in the tarball`])
  })
})
