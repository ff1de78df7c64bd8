/**
 * Size budgets for what a dapp ships of @portico/modal, measured on the packed package: a page
 * that imports `createPortico` and the React bindings (React itself external: the dapp has it),
 * built by Vite with the openPathChunk plugin. A change that grows either figure past its budget
 * fails `npm test` with the figure.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageSizes } from './bundleSizes.ts'
import { bin, exampleDir } from './exampleApp.ts'
import { run } from './run.ts'

/** gzip bytes. Today's figures plus a little room; raise one only with a reason in the commit. */
export const budgets = {
  /** `import '@portico/modal'` and `@portico/modal/react`: what loads before the first open. */
  beforeOpen: 15 * 1024, // 13.9 KiB on 2026-11-23
  /** What the first open adds: the `portico-open` chunk and what it imports. */
  onOpen: 62 * 1024, // 58.7 KiB on 2026-11-23
} as const

const fixture = {
  'index.html': '<!doctype html><script type="module" src="./entry.ts"></script>\n',
  'entry.ts': [
    "import { createPortico } from '@portico/modal'",
    "import { ConnectButton, PorticoProvider } from '@portico/modal/react'",
    'Object.assign(globalThis, { createPortico, ConnectButton, PorticoProvider })',
    '',
  ].join('\n'),
  'vite.config.ts': [
    "import { openPathChunk } from '@portico/modal/vite'",
    "import { defineConfig } from 'vite'",
    'export default defineConfig({',
    '  plugins: [openPathChunk()],',
    '  logLevel: "warn",',
    '  build: {',
    '    manifest: true,',
    '    rolldownOptions: { external: [/^react($|\\/)/, /^react-dom($|\\/)/] },',
    '  },',
    '})',
    '',
  ].join('\n'),
}

/** Builds the fixture page inside the installed example (its node_modules) and measures it. */
export function measurePackagedModal() {
  const dir = join(exampleDir, 'size-fixture')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [name, text] of Object.entries(fixture)) writeFileSync(join(dir, name), text)
  run(bin('vite'), ['build'], { cwd: dir })
  return pageSizes(join(dir, 'dist'))
}

export function overBudget(sizes: { beforeOpen: number; onOpen: number }): string[] {
  return (Object.keys(budgets) as (keyof typeof budgets)[])
    .filter((key) => sizes[key] > budgets[key])
    .map((key) => `${key}: ${kib(sizes[key])} gzip is over its budget of ${kib(budgets[key])}`)
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
