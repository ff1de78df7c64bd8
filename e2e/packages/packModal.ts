/**
 * Builds @portico/modal and packs it as a dapp would receive it: `npm pack`'s tarball. Refuses a
 * tarball that holds sources, tests or anything outside dist/, package.json and README.md.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { output, run } from './run.ts'

export const packsDir = join(repoRoot, '.data', 'packs')
const modalDir = join(repoRoot, 'modal')

export interface PackedModal {
  tarball: string
  files: string[]
  /** The tarball's own size in bytes (compressed). */
  size: number
}

/** Paths a tarball may hold: the build, the manifest and the README. */
const allowed = /^(dist\/.+\.(js|d\.ts)|package\.json|README\.md)$/
const forbidden = /\.test\.|\.test-helpers\.|(^|\/)src\/|(?<!\.d)\.tsx?$/

export function tarballProblems(files: readonly string[]): string[] {
  return files
    .filter((file) => !allowed.test(file) || forbidden.test(file))
    .map((file) => `${file} does not belong in the tarball`)
}

export function packModal(): PackedModal {
  run('npx', ['tsdown', '--log-level', 'warn'], { cwd: modalDir })
  mkdirSync(packsDir, { recursive: true })
  const [packed] = JSON.parse(
    output('npm', ['pack', '--json', '--pack-destination', packsDir], { cwd: modalDir }),
  ) as { filename: string; size: number; files: { path: string }[] }[]
  if (!packed) throw new Error('npm pack printed no tarball')
  const files = packed.files.map((f) => f.path)
  const problems = tarballProblems(files)
  if (problems.length) throw new Error(`@portico/modal tarball:\n  ${problems.join('\n  ')}`)
  return { tarball: join(packsDir, packed.filename), files, size: packed.size }
}
