/**
 * The cloud API's speed: requests per second and p50/p99 latency of
 * GET /v1/account/{address}/balance (cached, and with forceUpdate reading the chain),
 * GET /v1/account/{address}/history, GET /getWallets?search= (over an imported 600-wallet
 * registry) and GET /getWalletImage/{id} (library logos), on PGlite and on a PostgreSQL
 * server; and how long the indexer takes to catch up with the devnet chain (its deployment plus
 * 300 more blocks) from an empty database. The server runs here; the load comes from a second
 * process (loadGenerator.ts) over loopback, bounded in count and time. Figures only: nothing is
 * asserted.
 *
 *   node --import tsx cloud/bench/cloudBench.ts
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createTestClient, http, publicActions } from 'viem'
import { catalogueFileSchema } from '../src/catalogue/catalogueFileSchema.ts'
import { importWalletEntries } from '../src/catalogue/importWalletCatalogue.ts'
import { fixtureRegistry } from '../src/catalogue/testing/fixtureRegistry.ts'
import { walletCatalogue } from '../src/catalogue/walletCatalogue.ts'
import { createCloudServer } from '../src/createCloudServer.ts'
import type { Database } from '../src/db/database.ts'
import { openDatabase } from '../src/db/openDatabase.ts'
import { loadPgliteSnapshot } from '../src/testing/pgliteSnapshot.ts'
import { postgresTemplateDataDir, TEMPLATE_DATABASE } from '../src/testing/postgresTemplate.ts'
import { startPostgresServer } from '../src/testing/startPostgresServer.ts'
import { startTestChain } from '../src/testing/startTestChain.ts'
import { waitForIndexed } from '../src/testing/waitForIndexed.ts'

const CONCURRENCY = 16
const MAX_REQUESTS = 3000
const MAX_SECONDS = 8
const PROJECT = { projectId: 'bench', name: 'Bench', allowedOrigins: [] }
/** A registry the size of a full one: the shipped wallets, then fixture entries up to 600. */
const REGISTRY = catalogueFileSchema.parse(
  fixtureRegistry(
    600,
    walletCatalogue.map((w) => ({ ...w })),
  ),
)
const searches = [
  'meta',
  'wallet',
  'fixture wallet 1',
  'trust',
  'ledger',
  'sol',
  'zzz',
  'Fixture Wallet 042',
]

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const generator = fileURLToPath(new URL('./loadGenerator.ts', import.meta.url))

interface Figures {
  name: string
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
}

/** Runs the load generator; asynchronous, since the server answers from this very process. */
async function runLoad(targets: { name: string; urls: string[] }[]): Promise<Figures[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      generator,
      JSON.stringify({
        targets,
        concurrency: CONCURRENCY,
        maxRequests: MAX_REQUESTS,
        maxSeconds: MAX_SECONDS,
      }),
    ],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 20, timeout: 120_000 },
  )
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Figures)
}

const chain = await startTestChain('cloud-bench')
const testClient = createTestClient({
  mode: 'anvil',
  transport: http(chain.chains[0]?.rpcUrl),
}).extend(publicActions)
await testClient.mine({ blocks: 300 })
const chainHead = await testClient.getBlockNumber({ cacheTime: 0 })
const catchUps: { database: string; ms: number }[] = []
const pg = await startPostgresServer({ templateDataDir: await postgresTemplateDataDir() })
const holder = chain.deployments.accounts[9]
const rows: (Figures & { database: string })[] = []
try {
  const databases: [string, () => Promise<Database>][] = [
    // PGlite in memory (from a snapshot), as the tests run it; `npm start` keeps it on disk.
    ['pglite-mem', async () => openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() })],
    [
      'postgres',
      async () =>
        openDatabase({ databaseUrl: await pg.createDatabase('bench', TEMPLATE_DATABASE) }),
    ],
  ]
  for (const [database, open] of databases) {
    const db = await open()
    await importWalletEntries(db, REGISTRY)
    const cloud = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      database: db,
      seedProjects: [PROJECT],
      chains: chain.chains,
      deployments: chain.deployments,
      // The load comes from one IP: a budget above it, so throughput is what is measured.
      rateLimits: { perIp: 1_000_000, writesPerIp: 1_000_000 },
    })
    const started = performance.now()
    await waitForIndexed(db, chain.deployments.chainId, chainHead, 120_000)
    catchUps.push({ database, ms: performance.now() - started })
    const q = `projectId=${PROJECT.projectId}&st=appkit&sv=bench`
    const balance = `${cloud.url}/v1/account/${holder}/balance?${q}&currency=usd&chainId=eip155:31337`
    // The deployer sent every deployment transaction: the longest history on the chain.
    const history = `${cloud.url}/v1/account/${chain.deployments.deployer}/history?${q}&chainId=eip155:31337`
    try {
      const figures = await runLoad([
        { name: 'GET /v1/account/{address}/balance (cached 30 s)', urls: [balance] },
        {
          name: 'GET /v1/account/{address}/balance?forceUpdate=true',
          urls: [`${balance}&forceUpdate=true`],
        },
        { name: 'GET /v1/account/{address}/history (20 a page)', urls: [history] },
        {
          name: 'GET /getWallets?search= (100 entries)',
          urls: searches.map(
            (s) => `${cloud.url}/getWallets?${q}&entries=100&search=${encodeURIComponent(s)}`,
          ),
        },
        {
          name: 'GET /getWalletImage/{id} (library logo or drawn)',
          urls: ['metamask', 'trust', 'binance', 'fixture-300'].map(
            (id) => `${cloud.url}/getWalletImage/${id}?${q}`,
          ),
        },
      ])
      rows.push(...figures.map((f) => ({ ...f, database })))
    } finally {
      await cloud.stop()
      await db.close()
    }
  }
} finally {
  await pg.stop()
  await chain.stop()
}

const pad = (s: string, n: number) => s.padEnd(n)
const num = (x: number, digits = 1) => x.toFixed(digits).padStart(9)
console.log(
  `cloud API bench: load from a second process over loopback, ${CONCURRENCY} in flight, up to ${MAX_REQUESTS} requests or ${MAX_SECONDS} s per route`,
)
console.log(
  'databases: pglite-mem = PGlite in memory (in-process), postgres = a PostgreSQL server on loopback; target (issue 19): every read route p99 ≤ 20 ms on PGlite',
)
console.log(
  `${pad('database', 12)}${pad('route', 54)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  errors`,
)
for (const r of rows)
  console.log(
    `${pad(r.database, 12)}${pad(r.name, 54)}${num(r.rps, 0)}${num(r.p50, 2)}${num(r.p99, 2)}  ${r.errors}/${r.requests}`,
  )
for (const c of catchUps)
  console.log(
    `${pad(c.database, 12)}indexer catch-up from empty, blocks 0 to ${Number(chainHead)}: ${c.ms.toFixed(0)} ms`,
  )
process.exit(0)
