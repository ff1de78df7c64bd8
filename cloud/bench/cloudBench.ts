/**
 * The cloud API's speed: requests per second and p50/p99 latency (nearest rank) of every read
 * route the modal reaches on open and in the account view (project config, analytics config,
 * supported chains, the catalogue's featured, first and list pages and its search, wallet,
 * network, token, currency and social images, balance cached and with forceUpdate, history,
 * NFTs and their images, identity, name look-ups and suggestions, smart sessions, the swap
 * routes: token list, quotes direct and through WETH, allowance, gas price) and the
 * server's own (project look-up, health), on PGlite on disk (as `npm start` keeps it), PGlite in
 * memory (as the tests run it) and a PostgreSQL server; and how long the indexer takes to
 * catch up with the devnet chain (its deployment plus 300 more blocks) from an empty database.
 * The server runs here; the load comes from a second process (loadGenerator.ts) over loopback,
 * 16 in flight, bounded in count and time per route. Beside the figures: the machine's load
 * average, and the server's event-loop delay and GC pauses under load, which tell a slow route
 * from a process the OS did not run. Figures only: nothing is asserted.
 *
 *   node --import tsx cloud/bench/cloudBench.ts [--only pglite-disk,pglite-mem,postgres]
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
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
import { registerName } from '../src/names/nameStore.ts'
import { createSession } from '../src/sessions/sessionStore.ts'
import { loadPgliteSnapshot } from '../src/testing/pgliteSnapshot.ts'
import { postgresTemplateDataDir, TEMPLATE_DATABASE } from '../src/testing/postgresTemplate.ts'
import { startPostgresServer } from '../src/testing/startPostgresServer.ts'
import { startTestChain } from '../src/testing/startTestChain.ts'
import { waitForIndexed } from '../src/testing/waitForIndexed.ts'

const CONCURRENCY = 16
const MAX_REQUESTS = 2000
const MAX_SECONDS = 4
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
const FEATURED = ['metamask', 'trust', 'coinbase', 'rainbow']

const only = (() => {
  const i = process.argv.indexOf('--only')
  return i >= 0 ? new Set((process.argv[i + 1] ?? '').split(',')) : null
})()

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

/**
 * 64 different amounts near `amount` (a quote's load): users ask for amounts of their own, and
 * identical requests in flight share one chain read (sharedSwapRead.ts). With more amounts than
 * requests in flight, no two requests under way are the same, as with real users.
 */
const amountsAround = (amount: bigint) =>
  Array.from({ length: 64 }, (_, i) => String(amount + (amount * BigInt(i)) / 1000n))

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
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 20, timeout: 600_000 },
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
const [nftHolder] = chain.deployments.accounts
const collection = chain.deployments.collections[0]
const ETH_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const swapToken = (address: string) => encodeURIComponent(`eip155:31337:${address}`)
const tokenAddress = (symbol: string) =>
  chain.deployments.tokens.find((t) => t.symbol === symbol)?.address ?? ETH_ADDRESS
const diskDir = mkdtempSync(join(tmpdir(), 'portico-cloud-bench-'))
const rows: (Figures & { database: string })[] = []
/** The server's event loop while loaded: its own stalls (GC, synchronous work), not the OS's. */
const loops: { database: string; p99: number; max: number; gcTotal: number; gcMax: number }[] = []
const loadBefore = loadavg()
try {
  const databases: [string, () => Promise<Database>][] = [
    // PGlite on disk, as `npm start` keeps it (initdb included: a few seconds).
    ['pglite-disk', () => openDatabase({ dataDir: join(diskDir, 'pglite') })],
    // PGlite in memory (from a snapshot), as the tests run it.
    ['pglite-mem', async () => openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() })],
    [
      'postgres',
      async () =>
        openDatabase({ databaseUrl: await pg.createDatabase('bench', TEMPLATE_DATABASE) }),
    ],
  ]
  for (const [database, open] of databases) {
    if (only && !only.has(database)) continue
    const db = await open()
    await importWalletEntries(db, REGISTRY)
    // Names and smart sessions for the look-ups (a registry of 200 names, 3 of them the holder's).
    for (let i = 0; i < 200; i++)
      await registerName(db, {
        label: `bench${i}`,
        address: i < 3 && nftHolder ? nftHolder : `0x${i.toString(16).padStart(40, '0')}`,
        coinType: 60,
        attributes: { avatar: `https://example.org/${i}.png`, bio: `bench name ${i}` },
      })
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
    // Smart sessions of the NFT holder (after the server seeded the project they belong to).
    for (let i = 0; i < 5; i++)
      await createSession(db, {
        projectId: PROJECT.projectId,
        address: nftHolder ?? '',
        chainId: 'eip155:31337',
        permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' } }],
        policies: [],
        expiry: 2_000_000_000,
      })
    const started = performance.now()
    await waitForIndexed(db, chain.deployments.chainId, chainHead, 120_000)
    catchUps.push({ database, ms: performance.now() - started })
    const q = `projectId=${PROJECT.projectId}&st=appkit&sv=bench`
    const u = (path: string, extra = '') => `${cloud.url}${path}?${q}${extra}`
    const balance = u(`/v1/account/${holder}/balance`, '&currency=usd&chainId=eip155:31337')
    const nftToken = collection?.minted[0]?.tokenIds[0] ?? 1
    const loop = monitorEventLoopDelay({ resolution: 10 })
    const gc = { total: 0, max: 0 }
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gc.total += entry.duration
        gc.max = Math.max(gc.max, entry.duration)
      }
    })
    try {
      loop.enable()
      gcObserver.observe({ entryTypes: ['gc'] })
      const figures = await runLoad([
        // What the modal asks on open, in order.
        { name: 'GET /v1/project/config', urls: [u('/v1/project/config')] },
        { name: 'GET /getAnalyticsConfig', urls: [u('/getAnalyticsConfig')] },
        {
          name: 'GET /getWallets featured (4 by include)',
          urls: [u('/getWallets', `&page=1&entries=4&include=${FEATURED.join(',')}`)],
        },
        {
          name: 'GET /getWallets first page (8)',
          urls: [u('/getWallets', '&page=1&entries=8')],
        },
        {
          name: 'GET /getWallets All Wallets (40 a page)',
          urls: [1, 2, 3, 15].map((page) => u('/getWallets', `&page=${page}&entries=40`)),
        },
        {
          name: 'GET /getWallets?search= (100 entries)',
          urls: searches.map((s) =>
            u('/getWallets', `&entries=100&search=${encodeURIComponent(s)}`),
          ),
        },
        {
          name: 'GET /getWalletImage/{id} (logo or drawn)',
          urls: ['metamask', 'trust', 'binance', 'fixture-300'].map((id) =>
            u(`/getWalletImage/${id}`),
          ),
        },
        {
          name: 'GET /public/getSocialImage/{provider}',
          urls: ['google', 'github', 'apple', 'x'].map((p) => u(`/public/getSocialImage/${p}`)),
        },
        { name: 'GET /v1/supported-chains', urls: [u('/v1/supported-chains')] },
        {
          name: 'GET /public/getAssetImage/{network}',
          urls: ['eip155:1', 'eip155:31337', 'eip155:137'].map((id) =>
            u(`/public/getAssetImage/${id}`),
          ),
        },
        // The account view.
        { name: 'GET /v1/account/{address}/balance (cached 30 s)', urls: [balance] },
        {
          name: 'GET /v1/account/{address}/balance?forceUpdate=true',
          urls: [`${balance}&forceUpdate=true`],
        },
        {
          name: 'GET /public/getTokenImage/{symbol}',
          urls: ['ETH', 'tUSD', 'PTK', 'WETH'].map((s) => u(`/public/getTokenImage/${s}`)),
        },
        { name: 'GET /public/getCurrencyImage/usd', urls: [u('/public/getCurrencyImage/usd')] },
        {
          // The deployer sent every deployment transaction: the longest history on the chain.
          name: 'GET /v1/account/{address}/history (20 a page)',
          urls: [u(`/v1/account/${chain.deployments.deployer}/history`, '&chainId=eip155:31337')],
        },
        { name: 'GET /v1/account/{address}/nfts', urls: [u(`/v1/account/${nftHolder}/nfts`)] },
        {
          name: 'GET /v1/nft/{chain}/{contract}/{id}/image',
          urls: [u(`/v1/nft/eip155:31337/${collection?.address}/${nftToken}/image`)],
        },
        { name: 'GET /v1/identity/{address}', urls: [u(`/v1/identity/${nftHolder}`)] },
        {
          name: 'GET /v1/profile/account/{name}',
          urls: ['bench0', 'bench42', 'bench199'].map((n) =>
            u(`/v1/profile/account/${n}.reown.id`, '&apiVersion=2'),
          ),
        },
        {
          name: 'GET /v1/profile/reverse/{address}',
          urls: [u(`/v1/profile/reverse/${nftHolder}`, '&apiVersion=2')],
        },
        {
          name: 'GET /v1/profile/suggestions/{name}',
          urls: ['bench1', 'alice', 'portico'].map((n) => u(`/v1/profile/suggestions/${n}`)),
        },
        { name: 'GET /v1/sessions/{address}', urls: [u(`/v1/sessions/${nftHolder}`)] },
        // Swaps: a quote reads the pools and Router02's getAmountsOut on the chain; the token list
        // and the gas price are every user's, so identical requests in flight share their reads.
        {
          name: 'GET /v1/convert/tokens',
          urls: [u('/v1/convert/tokens', '&chainId=eip155:31337')],
        },
        {
          name: 'GET /v1/convert/quotes (ETH → tUSD, direct)',
          urls: amountsAround(50000000000000000n).map((amount) =>
            u(
              '/v1/convert/quotes',
              `&amount=${amount}&userAddress=${holder}&from=${swapToken(ETH_ADDRESS)}&to=${swapToken(tokenAddress('tUSD'))}`,
            ),
          ),
        },
        {
          name: 'GET /v1/convert/quotes (tUSD → PTK, via WETH)',
          urls: amountsAround(25000000n).map((amount) =>
            u(
              '/v1/convert/quotes',
              `&amount=${amount}&userAddress=${holder}&from=${swapToken(tokenAddress('tUSD'))}&to=${swapToken(tokenAddress('PTK'))}`,
            ),
          ),
        },
        {
          name: 'GET /v1/convert/quotes (exact out: ETH for 300 tUSD, getAmountsIn)',
          urls: amountsAround(300000000n).map((toAmount) =>
            u(
              '/v1/convert/quotes',
              `&toAmount=${toAmount}&userAddress=${holder}&from=${swapToken(ETH_ADDRESS)}&to=${swapToken(tokenAddress('tUSD'))}`,
            ),
          ),
        },
        {
          name: 'GET /v1/convert/allowance',
          urls: [
            u(
              '/v1/convert/allowance',
              `&tokenAddress=${swapToken(tokenAddress('tUSD'))}&userAddress=${holder}`,
            ),
          ],
        },
        {
          name: 'GET /v1/convert/gas-price',
          urls: [u('/v1/convert/gas-price', '&chainId=eip155:31337')],
        },
        // The servers' own.
        {
          name: 'GET /v1/projects/{projectId} (frame server)',
          urls: [`${cloud.url}/v1/projects/${PROJECT.projectId}`],
        },
        { name: 'GET /health', urls: [`${cloud.url}/health`] },
      ])
      loop.disable()
      gcObserver.disconnect()
      rows.push(...figures.map((f) => ({ ...f, database })))
      loops.push({
        database,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
        gcTotal: gc.total,
        gcMax: gc.max,
      })
    } finally {
      await cloud.stop()
      await db.close()
    }
  }
} finally {
  await pg.stop()
  await chain.stop()
  rmSync(diskDir, { recursive: true, force: true })
}

const loadAfter = loadavg()
const pad = (s: string, n: number) => s.padEnd(n)
const num = (x: number, digits = 1) => x.toFixed(digits).padStart(9)
const TARGET_MS = 20
console.log(
  `cloud API bench: load from a second process over loopback, ${CONCURRENCY} in flight, up to ${MAX_REQUESTS} requests or ${MAX_SECONDS} s per route (after 200 warm-up requests), p50/p99 by nearest rank`,
)
console.log(
  'databases: pglite-disk = PGlite on disk (as npm start), pglite-mem = PGlite in memory, postgres = a PostgreSQL server on loopback; target (issue 19): every read route p99 ≤ 20 ms on PGlite at 16 in flight',
)
console.log(
  `${pad('database', 12)}${pad('in flight', 10)}${pad('route', 50)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  requests errors target`,
)
for (const r of rows)
  console.log(
    `${pad(r.database, 12)}${pad(String(CONCURRENCY), 10)}${pad(r.name, 50)}${num(r.rps, 0)}${num(r.p50, 2)}${num(r.p99, 2)}  ${String(r.requests).padStart(8)} ${String(r.errors).padStart(6)} ${r.database === 'postgres' ? '' : r.p99 <= TARGET_MS ? 'ok' : 'OVER'}`,
  )
for (const l of loops)
  console.log(
    `${pad(l.database, 12)}server event loop delay under load: p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(1)} ms; GC pauses ${l.gcTotal.toFixed(0)} ms in all, longest ${l.gcMax.toFixed(1)} ms (the rest of a delay is the OS not running the process)`,
  )
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ')
console.log(
  `load average (1/5/15 min, ${availableParallelism()} cores): ${load(loadBefore)} at start, ${load(loadAfter)} at end`,
)
for (const c of catchUps)
  console.log(
    `${pad(c.database, 12)}indexer catch-up from empty, blocks 0 to ${Number(chainHead)}: ${c.ms.toFixed(0)} ms`,
  )
process.exit(0)
