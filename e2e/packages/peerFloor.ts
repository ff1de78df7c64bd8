/**
 * The lowest versions @portico/modal's peer ranges claim, checked for real: a page using
 * createPortico, the React bindings and the openPathChunk plugin, installed with react and
 * react-dom 19.0.0, viem 2.0.0 and vite 8.1.0, type-checked with every declaration checked and
 * built, with the open path in its own chunk. (`@wagmi/core` 3.0.0 itself needs a newer viem
 * than 2.0.0, so `./wagmi` is checked at the tested versions, by the example dapp; likewise
 * `./smart-sessions`, which needs viem's account abstraction, 2.18 or later.)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageSizes } from './bundleSizes.ts'
import { appBin, installWithTarball } from './installWithTarball.ts'
import { writePorticoPage } from './porticoPage.ts'
import { run } from './run.ts'

/** vite 8.1: the first whose Rolldown takes the code-splitting options openPathChunk sets. */
export const peerFloor = { react: '19.0.0', 'react-dom': '19.0.0', viem: '2.0.0', vite: '8.1.0' }

const dir = join(tmpdir(), 'portico-examples', 'peer-floor')

/** Strict, with every declaration checked; the page's script only (vite's own types need node). */
const tsconfig = {
  compilerOptions: {
    target: 'es2023',
    lib: ['ES2023', 'DOM'],
    module: 'esnext',
    moduleResolution: 'bundler',
    types: [],
    strict: true,
    verbatimModuleSyntax: true,
    skipLibCheck: false,
    noEmit: true,
  },
  files: ['entry.ts'],
}

export function checkPeerFloor(tarball: string): void {
  const page = join(dir, 'page')
  mkdirSync(dir, { recursive: true })
  installWithTarball(
    dir,
    {
      name: 'portico-peer-floor',
      private: true,
      type: 'module',
      dependencies: { ...peerFloor },
      devDependencies: {
        typescript: '7.0.2',
        '@types/react': '19.0.0',
        '@types/react-dom': '19.0.0',
      },
    } as { dependencies: Record<string, string> },
    tarball,
  )
  writePorticoPage(page)
  writeFileSync(join(page, 'tsconfig.json'), JSON.stringify(tsconfig))
  run(appBin(dir, 'tsc'), ['-p', 'tsconfig.json'], { cwd: page })
  run(appBin(dir, 'vite'), ['build'], { cwd: page })
  // The plugin did its work: an open-path chunk that the page does not load before the click.
  if (pageSizes(join(page, 'dist')).onOpen === 0)
    throw new Error(`peer floor: the open path is loaded before the first click (${page})`)
}
