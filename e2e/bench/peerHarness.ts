/**
 * Where `npm run bench:peers` finds the peer harness (the same measuring method run on AppKit,
 * RainbowKit, ConnectKit, Web3-Onboard and Portico): `../shared/bench-peers` beside the repo
 * root, or PORTICO_BENCH_PEERS. It is not part of the repository (CI has none), so its absence
 * is a clear error rather than a stack trace; `npm test` never needs it.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PorticoError } from '@portico/shared'

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
