/**
 * The smallest page a dapp builds with Portico: `createPortico` and the React bindings, built by
 * Vite with the openPathChunk plugin and a manifest (for bundleSizes.ts). The size budgets and
 * the peer-floor check build it, each with its own Vite `build` options.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function writePorticoPage(dir: string, buildOptions = ''): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
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
      "  plugins: [openPathChunk()], logLevel: 'warn',",
      `  build: { manifest: true, ${buildOptions} },`,
      '})',
      '',
    ].join('\n'),
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
}
