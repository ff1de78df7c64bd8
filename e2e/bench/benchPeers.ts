/**
 * `npm run bench:peers`: the side-by-side table of issue 19. Starts the stack on the e2e ports
 * (the demo built for production and served with its real cloud and allowed origin), then runs
 * the peer harness (peerHarness.ts) with Portico's demo as an extra target measured by the same
 * method as the peers, in the same round-robin. Arguments after `--` go to the harness
 * (`npm run bench:peers -- --runs 7 --install none --no-build`).
 *
 * The harness's folder may be read-only, so it runs from a writable copy in
 * .data/bench-peers/harness (git-ignored), refreshed from the source first (peerHarness.ts):
 * run.sh installs its own dependencies there, run.mjs installs and builds the peers there, and
 * each peer's latest screenshot is its <peer>/modal.png. The stack builds the demo for
 * production (`vite build`, modal/dist/demo) when it is missing or older than its sources, as it
 * does for `npm start`. Results and Portico's screenshot go to .data/bench-peers/results.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot, startStack } from '@portico/devnet'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { writeE2eCatalogue } from '../support/walletCatalogueFixture.ts'
import {
  findPeerHarness,
  PeerHarnessMissingError,
  syncPeerHarness,
  unmeasured,
} from './peerHarness.ts'

let source: string
try {
  source = findPeerHarness(repoRoot)
} catch (error) {
  if (!(error instanceof PeerHarnessMissingError)) throw error
  console.error(error.message)
  process.exit(1)
}
const harness = join(repoRoot, '.data/bench-peers/harness')
const synced = syncPeerHarness(source, harness)
console.log(
  `bench:peers: harness ${source} → ${harness} (${synced.written.length} files written, ` +
    `${synced.deleted.length} deleted${synced.dropped.length ? `; dropped ${synced.dropped.join(', ')}` : ''})`,
)

// Portico's entry: the catalogue's wallets (a logo or its monogram), not the static rows.
const portico = [
  ...['--target', join(repoRoot, 'modal/dist/demo'), '--url', demoUrl],
  ...['--name', 'Portico', '--project', repoRoot],
  ...['--click', 'text="Connect Wallet"'],
  ...[
    '--wait',
    'css=ul[aria-label="Wallets"] li .portico-image, ul[aria-label="Wallets"] li .portico-monogram',
  ],
]

const results = join(repoRoot, '.data/bench-peers/results')
if (e2eConfig.catalogueFile) writeE2eCatalogue(e2eConfig.catalogueFile)
const stack = await startStack(e2eConfig, { ephemeral: true })
let status = 1
try {
  // Not spawnSync: the demo's server runs in this process and must answer while the harness runs.
  const harnessRun = spawn(
    'bash',
    [join(harness, 'run.sh'), '--out', results, ...process.argv.slice(2), ...portico],
    { stdio: 'inherit' },
  )
  status = await new Promise<number>((resolve, reject) => {
    harnessRun.on('error', reject)
    harnessRun.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
} finally {
  await stack.stop()
}
// A table without Portico's figures (the demo never loaded, its list never showed) is a failure.
if (status === 0) {
  const problems = unmeasured(
    JSON.parse(readFileSync(join(results, 'latest.json'), 'utf8')),
    'Portico',
  )
  if (problems.length) {
    console.error(`\nbench:peers: Portico was not measured:\n  ${problems.join('\n  ')}`)
    status = 1
  }
}
console.log(
  `\nScreenshots (look at them: a timing means nothing unless the modal rendered): ` +
    `${join(results, 'screenshots/Portico.png')} and ${join(harness, '<peer>/modal.png')}`,
)
process.exit(status)
