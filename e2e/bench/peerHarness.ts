/**
 * Where `npm run bench:peers` finds the peer harness (the same measuring method run on AppKit,
 * RainbowKit, ConnectKit, Web3-Onboard and Portico): `../shared/bench-peers` beside the repo
 * root, or PORTICO_BENCH_PEERS. It is not part of the repository (CI has none), so its absence
 * is a clear error rather than a stack trace; `npm test` never needs it.
 *
 * The harness folder may be read-only, while running it installs (node_modules), builds (dist)
 * and writes results and screenshots beside its files. So the bench runs a writable copy of it
 * (syncPeerHarness), refreshed from the source on every run: only changed files are written, and
 * an install or build is dropped only when what it was made from changed, so a warm copy stays
 * warm.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { PorticoError } from '@portico/shared'
import { z } from 'zod'

export class PeerHarnessMissingError extends PorticoError {
  override name = 'PeerHarnessMissingError'
  constructor(message: string) {
    super(message, { code: 'PEER_HARNESS_MISSING' })
  }
}

/** The harness folder (with its run.sh), or a PeerHarnessMissingError saying how to get it. */
export function findPeerHarness(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = resolve(env.PORTICO_BENCH_PEERS ?? join(repoRoot, '../shared/bench-peers'))
  if (existsSync(join(dir, 'run.sh')) && existsSync(join(dir, 'run.mjs'))) return dir
  throw new PeerHarnessMissingError(
    `npm run bench:peers: the peer harness is not at ${dir} (no run.sh and run.mjs there). ` +
      'It is kept outside this repository, in ../shared/bench-peers beside the repo root; ' +
      'put it there or set PORTICO_BENCH_PEERS to its folder. The rest of the bench ' +
      '(npm run bench) and npm test do not need it.',
  )
}

/**
 * What running the harness makes, never copied from the source nor deleted from the copy:
 * installs, builds, results, npm caches, preview roots, logs and the peers' latest screenshots.
 */
const GENERATED_DIRS = new Set(['node_modules', 'dist', 'results', '.npm-cache', '.preview-root'])
const isGeneratedFile = (name: string) => name.endsWith('.log') || name === 'modal.png'

/** The harness's own files (relative paths, `/`-separated), generated ones left out. */
export function listHarnessFiles(dir: string): string[] {
  const files: string[] = []
  const visit = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!GENERATED_DIRS.has(entry.name)) visit(rel)
      } else if (entry.isFile() && !isGeneratedFile(entry.name)) files.push(rel)
    }
  }
  visit('')
  return files.sort()
}

export interface HarnessSync {
  /** Files written because they were new or differed from the copy's. */
  written: string[]
  /** Files of the copy that the source no longer has, deleted. */
  deleted: string[]
  /** node_modules and dist folders dropped because what they were made from changed. */
  dropped: string[]
}

const sameContent = (a: string, b: string) =>
  existsSync(b) && statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b))

/**
 * Makes `dest` a writable copy of the harness at `source` (generated folders and files left out
 * and left alone). A folder whose package-lock.json changed loses its node_modules and dist (so
 * run.sh / run.mjs install and build it again, even with `--install none --no-build`); a folder
 * with any other changed file loses its dist.
 */
export function syncPeerHarness(source: string, dest: string): HarnessSync {
  const wanted = listHarnessFiles(source)
  const existing = existsSync(dest) ? listHarnessFiles(dest) : []
  const written = wanted.filter((rel) => !sameContent(join(source, rel), join(dest, rel)))
  const deleted = existing.filter((rel) => !wanted.includes(rel))

  const dropped = new Set<string>()
  const drop = (folder: string, what: string) => {
    const path = join(dest, folder, what)
    if (existsSync(path)) dropped.add(relative(dest, path).split(sep).join('/'))
  }
  for (const rel of [...written, ...deleted]) {
    const folder = dirname(rel)
    if (rel.endsWith('package-lock.json') || rel.endsWith('package.json'))
      drop(folder, 'node_modules')
    // A peer's page changed: its dist is stale. Files of the harness itself (run.mjs, lib/)
    // change no build.
    if (folder !== '.' && folder.split('/')[0] !== 'lib') drop(folder.split('/')[0] ?? '', 'dist')
  }

  for (const path of dropped) rmSync(join(dest, path), { recursive: true, force: true })
  for (const rel of deleted) rmSync(join(dest, rel), { force: true })
  for (const rel of written) {
    const to = join(dest, rel)
    mkdirSync(dirname(to), { recursive: true })
    // Replaced, not written in place (the copy's file may be a hard link); the source may be
    // read-only: its mode is kept, with the owner allowed to write.
    rmSync(to, { force: true })
    writeFileSync(to, readFileSync(join(source, rel)))
    chmodSync(to, (statSync(join(source, rel)).mode & 0o777) | 0o200)
  }
  return { written, deleted, dropped: [...dropped].sort() }
}

/** What the harness's results JSON says of one subject (results/latest.json; more is ignored). */
const harnessResults = z.object({
  subjects: z.array(
    z.object({
      name: z.string(),
      error: z.string().nullish(),
      runs: z.number().nullish(),
      modalTimeouts: z.number().nullish(),
      runErrors: z.array(z.string()).nullish(),
    }),
  ),
})

/**
 * Why a subject's figures mean nothing, or [] when every measured run opened its modal: the
 * harness itself exits 0 when a target never loaded, its table then reading "no runs".
 */
export function unmeasured(results: unknown, name: string): string[] {
  const subject = harnessResults.parse(results).subjects.find((s) => s.name === name)
  if (!subject) return [`${name} is not in the results`]
  const problems: string[] = []
  if (subject.error) problems.push(`${name}: ${subject.error.split('\n')[0]}`)
  if (!subject.runs) problems.push(`${name}: no measured run`)
  if (subject.modalTimeouts)
    problems.push(`${name}: the wallet list never showed in ${subject.modalTimeouts} run(s)`)
  for (const error of new Set(subject.runErrors ?? []))
    problems.push(`${name}: ${error.split('\n')[0]}`)
  return problems
}
