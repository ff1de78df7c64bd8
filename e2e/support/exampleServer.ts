/**
 * Serves the example dapp's production build (examples/vite-react, installed from the packed
 * tarball by `npm test`'s packages step) on its own origin. When that build is missing, or older
 * than a source it is made of (the modal, shared, the example), it is packed and built here
 * first, so `npm run test:e2e` on its own never drives a stale package.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { preview } from 'vite'
import {
  exampleDir,
  exampleDistDir,
  exampleSourceDir,
  prepareExample,
} from '../packages/exampleApp.ts'
import { packModal } from '../packages/packModal.ts'
import { EXAMPLE_PORT } from './e2eStack.ts'

/** What the example's build is made of, besides its installed dependencies. */
const sources = [
  join(repoRoot, 'modal', 'src'),
  join(repoRoot, 'modal', 'vite'),
  join(repoRoot, 'modal', 'package.json'),
  join(repoRoot, 'shared', 'src'),
  exampleSourceDir,
]

/** The newest modification time under `path` (node_modules and dist left out). */
function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestChange(join(path, entry)))
  }
  return newest
}

function exampleBuildIsCurrent(): boolean {
  const built = join(exampleDistDir, 'index.html')
  if (!existsSync(built)) return false
  const builtAt = statSync(built).mtimeMs
  return sources.every((source) => newestChange(source) < builtAt)
}

export async function serveExample(): Promise<{ close(): Promise<void> }> {
  if (!exampleBuildIsCurrent()) {
    console.log('The example dapp is missing or older than its sources: packing and building it…')
    prepareExample(packModal().tarball)
  }
  const server = await preview({
    configFile: false,
    root: exampleDir,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: EXAMPLE_PORT, strictPort: true },
  })
  return { close: () => server.close() }
}
