/**
 * The example dapp (examples/vite-react), installed and built the way a developer's own app is:
 * copied out of this repo (so nothing resolves from the monorepo's node_modules), with the packed
 * @portico/modal tarball as its dependency, type-checked with the Vite template's tsconfig and
 * under Node 16 resolution, then built with Vite for the e2e stack's ports.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { e2eConfig } from '../support/e2eStack.ts'
import { appBin, installWithTarball } from './installWithTarball.ts'
import { run } from './run.ts'

export const exampleSourceDir = join(repoRoot, 'examples', 'vite-react')
export const exampleDir = join(tmpdir(), 'portico-examples', 'vite-react')
export const exampleDistDir = join(exampleDir, 'dist')

/** The example's configuration for the e2e stack (its `.env`, as a developer would set it). */
export function exampleEnv(): Record<string, string> {
  const [main, second] = e2eConfig.chains
  return {
    VITE_PORTICO_PROJECT_ID: e2eConfig.projectId,
    VITE_PORTICO_FRAME_URL: e2eConfig.frameOrigin,
    VITE_PORTICO_API_URL: e2eConfig.cloudUrl,
    VITE_PORTICO_RELAY_URL: e2eConfig.relayUrl,
    VITE_PORTICO_RPC_31337: main?.rpcUrl ?? '',
    VITE_PORTICO_RPC_31338: second?.rpcUrl ?? '',
  }
}

/** The example's own tools (its TypeScript is the template's, not this repo's). */
export const bin = (name: string) => appBin(exampleDir, name)

/** Copies the example's sources over the work copy, keeping its node_modules. */
function syncSources() {
  mkdirSync(exampleDir, { recursive: true })
  for (const entry of readdirSync(exampleDir))
    if (entry !== 'node_modules') rmSync(join(exampleDir, entry), { recursive: true, force: true })
  cpSync(exampleSourceDir, exampleDir, {
    recursive: true,
    filter: (path) =>
      !/[\\/](node_modules|dist)([\\/]|$)/.test(path.slice(exampleSourceDir.length)),
  })
}

/**
 * Installs, type-checks (the template's tsconfig, then the published types strictly and under
 * Node 16 resolution) and builds the example.
 */
export function prepareExample(tarball: string): void {
  syncSources()
  installWithTarball(
    exampleDir,
    JSON.parse(readFileSync(join(exampleDir, 'package.json'), 'utf8')),
    tarball,
  )
  const env = { ...process.env, ...exampleEnv() }
  // The template's own build script: `tsc -b && vite build` (manifest for the size figures).
  run(bin('tsc'), ['-b'], { cwd: exampleDir, env })
  run(bin('tsc'), ['-p', 'tsconfig.strict.json'], { cwd: exampleDir, env })
  run(bin('tsc'), ['-p', 'tsconfig.node16.json'], { cwd: exampleDir, env })
  run(bin('vite'), ['build', '--manifest', '--logLevel', 'warn'], { cwd: exampleDir, env })
}
