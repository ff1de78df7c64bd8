/**
 * The lowest versions @portico/modal's peer ranges claim, checked for real: a page using
 * createPortico, the React bindings and the openPathChunk plugin, installed with react and
 * react-dom 19.0.0, viem 2.0.0 and vite 8.1.0, type-checked with every declaration checked and
 * built, with the open path in its own chunk. (`@wagmi/core` 3.0.0 needs a newer viem than 2.0.0 itself, so `./wagmi` is checked at
 * the tested versions by the example dapp instead.)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageSizes } from './bundleSizes.ts'
import { run } from './run.ts'

/** vite 8.1: its Rolldown is the first to take the code-splitting group options openPathChunk sets. */
export const peerFloor = { react: '19.0.0', 'react-dom': '19.0.0', viem: '2.0.0', vite: '8.1.0' }

const dir = join(tmpdir(), 'portico-examples', 'peer-floor')

const files = {
  'index.html': '<!doctype html><script type="module" src="./entry.ts"></script>\n',
  'entry.ts': [
    "import { createPortico, porticoDevnet } from '@portico/modal'",
    "import { ConnectButton, PorticoProvider } from '@portico/modal/react'",
    "const portico = createPortico({ projectId: 'p', networks: [porticoDevnet] })",
    'Object.assign(globalThis, { portico, ConnectButton, PorticoProvider })',
    '',
  ].join('\n'),
  'vite.config.ts': [
    "import { openPathChunk } from '@portico/modal/vite'",
    "import { defineConfig } from 'vite'",
    'export default defineConfig({',
    "  plugins: [openPathChunk()], logLevel: 'warn', build: { manifest: true },",
    '})',
    '',
  ].join('\n'),
  'tsconfig.json': JSON.stringify({
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
  }),
}

export function checkPeerFloor(tarball: string): void {
  rmSync(join(dir, 'dist'), { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const manifest = {
    name: 'portico-peer-floor',
    private: true,
    type: 'module',
    dependencies: { '@portico/modal': `file:${tarball}`, ...peerFloor },
    devDependencies: {
      typescript: '7.0.2',
      '@types/react': '19.0.0',
      '@types/react-dom': '19.0.0',
    },
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  // The tarball keeps its name from build to build: npm must not keep the old copy.
  rmSync(join(dir, 'node_modules', '@portico'), { recursive: true, force: true })
  rmSync(join(dir, 'node_modules', '.package-lock.json'), { force: true })
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: dir,
  })
  const bin = (name: string) => join(dir, 'node_modules', '.bin', name)
  run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: dir })
  run(bin('vite'), ['build'], { cwd: dir })
  // The plugin did its work: an open-path chunk that the page does not load before the click.
  if (pageSizes(join(dir, 'dist')).onOpen === 0)
    throw new Error(`peer floor: the open path is loaded before the first click (${dir})`)
}
