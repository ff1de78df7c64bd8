/**
 * The cloud API service (SPEC §7), self-hosted: Fastify over PostgreSQL (PGlite in-process by
 * default, a PostgreSQL server when `databaseUrl` is set) and the chains it serves. Every route
 * validates its params, query and body with zod and answers 400 with every failed check on bad
 * input, changing nothing. Instances keep no state of their own beyond short caches, so several
 * can run behind a load balancer on one PostgreSQL server and one Redis (which counts the rate
 * limits across them). Unless told otherwise it also runs the indexer, which stores the
 * transfers of the served chains for the account history; that and the purge of expired console
 * rows run on one instance at a time, the one holding the lease (lease/createLease.ts).
 */
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import {
  drainRequestBody,
  IDENTITY_CACHE_EXPIRY_MS,
  PORTFOLIO_CACHE_EXPIRY_MS,
  type TokenBalance,
} from '@portico/shared'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import { createFreshReads } from './cache/createFreshReads.ts'
import { createTaggedCache } from './cache/createTaggedCache.ts'
import { createTtlCache } from './cache/createTtlCache.ts'
import { changeTags, publishChanges, subscribeChanges } from './cache/databaseChanges.ts'
import { createCatalogueCache } from './catalogue/catalogueCache.ts'
import { importWalletCatalogue } from './catalogue/importWalletCatalogue.ts'
import { seedWalletCatalogue } from './catalogue/seedWalletCatalogue.ts'
import type { LocalWallet } from './catalogue/walletCatalogue.ts'
import {
  type BitcoinPriceOracle,
  createFixedBitcoinPriceOracle,
} from './chain/bitcoin/bitcoinPriceOracle.ts'
import {
  type CloudChain,
  DEFAULT_CLOUD_CHAINS,
  DEFAULT_USD_STABLECOIN_SYMBOL,
  type DeploymentsSource,
} from './chain/cloudChains.ts'
import { createChainRegistry } from './chain/createChainRegistry.ts'
import type { SolanaCluster } from './chain/solana/solanaClusters.ts'
import { createFixedPriceOracle, type SolanaPriceOracle } from './chain/solana/solanaPriceOracle.ts'
import type { CloudContext, Identity } from './cloudContext.ts'
import {
  type ConsoleMailer,
  createConsoleMailer,
  type SmtpSettings,
} from './console/consoleMailer.ts'
import { serveConsole } from './console/serveConsole.ts'
import { startConsolePurge } from './console/startConsolePurge.ts'
import type { Database } from './db/database.ts'
import { openDatabase } from './db/openDatabase.ts'
import { createHistoryEvents, type HistoryEvents } from './history/historyEvents.ts'
import { createHistoryStreams, type HistoryStreamSettings } from './history/historyStreams.ts'
import {
  createHistoryAccountWatchers,
  type HistoryAccountWatchers,
} from './history/watchHistoryAccounts.ts'
import { addSecurityHeaders } from './http/addSecurityHeaders.ts'
import { createCloudError } from './http/cloudErrors.ts'
import { type CloudRateLimits, DEFAULT_CLOUD_RATE_LIMITS } from './http/cloudRateLimits.ts'
import { corsOrigin } from './http/corsOrigin.ts'
import { errorReply } from './http/errorReply.ts'
import { createProjectDirectory } from './http/projectDirectory.ts'
import { createIndexer, type IndexerSettings } from './indexer/createIndexer.ts'
import { createLease, type Lease, type LeaseSettings } from './lease/createLease.ts'
import { cacheOnrampOptions } from './onramp/cacheOnrampOptions.ts'
import type { OnrampProvider } from './onramp/onrampProvider.ts'
import type { SeedProject } from './projects/projectRecord.ts'
import { seedProject } from './projects/seedProject.ts'
import { registerRoutes } from './routes/registerRoutes.ts'

export interface CloudServerOptions {
  host: string
  port: number
  /** postgres://… of a PostgreSQL server (`DATABASE_URL`); PGlite when absent. */
  databaseUrl?: string
  /** PGlite data dir; undefined keeps data in memory. */
  dataDir?: string
  /** An open, migrated database to use instead (tests share one); the server does not close it. */
  database?: Database
  /** Wallets listed before the catalogue's own (the devnet's demo WalletConnect wallet). */
  localWallets?: LocalWallet[]
  /**
   * A wallet registry file (catalogue/catalogueFileSchema.ts) imported at start as the catalogue,
   * replacing the stored one; a bad file stops the start and changes nothing.
   */
  catalogueFile?: string
  /**
   * Projects to create at start (the demo's); when one exists, its seeded origins are added to
   * those set in the console or by the CLI, never replacing them.
   */
  seedProjects?: SeedProject[]
  /** Chains served (balances, prices, RPC proxy); devnet's two anvil chains by default. */
  chains?: readonly CloudChain[]
  /** Contracts on the chains (devnet's deployments), or a getter read when needed. */
  deployments?: DeploymentsSource
  /**
   * Solana: clusters served besides (or re-pointing) the deployments' local one, and the USD
   * price source of SOL and SPL tokens (a fixed table, DEFAULT_SOLANA_PRICES_USD, by default).
   */
  solana?: { clusters?: readonly SolanaCluster[]; priceOracle?: SolanaPriceOracle }
  /**
   * Bitcoin: the USD price source of BTC (a fixed table, DEFAULT_BITCOIN_PRICES_USD, by
   * default).
   */
  bitcoin?: { priceOracle?: BitcoinPriceOracle }
  /** Symbol of the deployed token worth 1 USD; 'tUSD' by default. */
  stablecoinSymbol?: string
  /** URL clients reach the service at, for the links it hands out; the listen URL by default. */
  publicUrl?: string
  /** SMTP server for the console's sign-in codes; the console cannot mail codes without it. */
  smtp?: SmtpSettings
  /** Serve the console app from this Vite build dir (cloud/dist/console) at /console/. */
  consoleDistDir?: string
  /** Structured logs (JSON lines) through Fastify's logger; off by default. */
  logger?: boolean | { level: string }
  /** The clock, in ms (tests move it). */
  now?: () => number
  /**
   * Index the served chains' transfers (account history, NFTs): on by default; false turns it
   * off (the routes then serve what the database already holds), an object tunes it.
   */
  indexer?: boolean | IndexerSettings
  /**
   * redis://… shared by the instances (`PORTICO_REDIS_URL`): the rate limits are counted there,
   * so a client spread over instances gets no more. Absent: each instance counts in memory.
   */
  redisUrl?: string
  /**
   * How the instances share the work that must run once (the indexer, the purges): see
   * createLease.ts.
   */
  lease?: LeaseSettings
  /**
   * The history streams (GET /v1/account/{address}/history/events): caps per IP and project,
   * heartbeat; DEFAULT_HISTORY_STREAM_SETTINGS by default.
   */
  historyStreams?: HistoryStreamSettings
  /** How often expired console sign-in codes and sessions are deleted; hourly by default. */
  consolePurgeIntervalMs?: number
  /**
   * The request budgets per client IP (http/cloudRateLimits.ts), each part defaulting to
   * DEFAULT_CLOUD_RATE_LIMITS; tests and benches that load one instance from one IP raise them.
   */
  rateLimits?: Partial<CloudRateLimits>
  /**
   * The on-ramp provider behind /v1/onramp/* and /v1/generators/onrampurl (onramp/): an
   * adapter such as createSandboxOnrampProvider(url). Absent: those routes answer 404.
   */
  onramp?: OnrampProvider | null
}

/** The lease the once-only work runs under: the same number in every instance. */
const ONCE_ONLY_LEASE_ID = 1

export interface RunningCloudServer {
  url: string
  app: FastifyInstance
  db: Database
  stop(): Promise<void>
}

export async function createCloudServer(options: CloudServerOptions): Promise<RunningCloudServer> {
  const ownsDatabase = !options.database
  let app: FastifyInstance | undefined
  let lease: Lease | undefined
  let mailer: ConsoleMailer | undefined
  let redis: Redis | undefined
  let historyEvents: HistoryEvents | undefined
  let watchers: HistoryAccountWatchers | undefined
  let unsubscribe: (() => void) | undefined
  const db =
    options.database ??
    (await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      onIdleError: (error) => app?.log.warn({ err: error }, 'database connection dropped'),
    }))
  try {
    for (const project of options.seedProjects ?? []) await seedProject(db, project)
    if (options.catalogueFile) await importWalletCatalogue(db, options.catalogueFile)
    await seedWalletCatalogue(db, options.localWallets)

    const now = options.now ?? Date.now
    // Per client IP rate limits and the history changes are shared through Redis when one is
    // set (see below and history/historyEvents.ts).
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      redis.on('error', (error) => app?.log.warn({ err: error }, 'redis connection failed'))
    }
    historyEvents = createHistoryEvents({
      redis,
      log: { warn: (fields, message) => app?.log.warn(fields, message) },
    })
    mailer = options.smtp ? createConsoleMailer(options.smtp) : undefined
    let publicUrl = options.publicUrl ?? ''
    const chains = createChainRegistry(
      options.chains ?? DEFAULT_CLOUD_CHAINS,
      options.deployments,
      options.solana?.clusters,
    )
    // The Solana clusters and the Bitcoin node have no indexer: streams of their accounts are
    // served by watchers on this instance, which publish like the indexer does.
    watchers = createHistoryAccountWatchers({
      chains,
      events: historyEvents,
      log: { warn: (fields, message) => app?.log.warn(fields, message) },
    })
    const ctx: CloudContext = {
      db,
      now,
      chains,
      stablecoinSymbol: options.stablecoinSymbol ?? DEFAULT_USD_STABLECOIN_SYMBOL,
      solanaPrices: options.solana?.priceOracle ?? createFixedPriceOracle(),
      bitcoinPrices: options.bitcoin?.priceOracle ?? createFixedBitcoinPriceOracle(),
      projects: createProjectDirectory(db, now),
      caches: {
        balances: createTtlCache<TokenBalance[]>({ ttlMs: PORTFOLIO_CACHE_EXPIRY_MS, now }),
        balanceReads: createFreshReads<TokenBalance[]>(),
        swapReads: createFreshReads<unknown>(),
        identity: createTtlCache<Identity>({ ttlMs: IDENTITY_CACHE_EXPIRY_MS, now }),
        prices: createTtlCache<Map<string, number>>({ ttlMs: PORTFOLIO_CACHE_EXPIRY_MS, now }),
        // Prices in a page age like the prices cache; the transfers only by the indexer's writes.
        accountPages:
          db.kind === 'pglite' || redis
            ? createTaggedCache<unknown>({ ttlMs: PORTFOLIO_CACHE_EXPIRY_MS, now })
            : null,
        records:
          db.kind === 'pglite'
            ? createTaggedCache<unknown>({ ttlMs: IDENTITY_CACHE_EXPIRY_MS, now })
            : null,
      },
      // PGlite: one process, so every catalogue write is heard here (databaseChanges.ts).
      catalogue: createCatalogueCache(db, { now, hearsEveryWrite: db.kind === 'pglite' }),
      publicUrl: () => publicUrl,
      mailer,
      rateLimits: { ...DEFAULT_CLOUD_RATE_LIMITS, ...options.rateLimits },
      historyStreams: createHistoryStreams(historyEvents, options.historyStreams, watchers.watch),
      onramp: options.onramp ? cacheOnrampOptions(options.onramp, now) : null,
    }

    const { accountPages, records } = ctx.caches
    const catalogue = ctx.catalogue
    const stopListening = [
      () => catalogue.close(),
      historyEvents.subscribe(({ chainId, accounts }) => {
        // Only the indexed (EVM) histories are cached; the others are read from their chain.
        if (typeof chainId === 'number')
          accountPages?.invalidate(accounts.map((a) => changeTags.history(chainId, a)))
      }),
      subscribeChanges(db, (tags) => {
        accountPages?.invalidate(tags)
        records?.invalidate(tags)
      }),
    ]
    unsubscribe = () => {
      for (const stop of stopListening) stop()
    }

    const logger = options.logger
    app = Fastify({
      logger: logger === true ? { level: 'info' } : logger ? logger : false,
      bodyLimit: 1024 * 1024,
    })
    addSecurityHeaders(app)
    await app.register(cors, {
      delegator: async (request: FastifyRequest) => ({
        origin: await corsOrigin(ctx.projects, request),
        methods: ['GET', 'POST'],
        maxAge: 600,
      }),
    })
    await app.register(cookie)
    // Per client IP: one count over every route, and one per route for the routes with a budget
    // of their own (writes, the console's). In Redis when one is set, so every instance adds to
    // one count; else in memory, each on its own. Over a budget: 429 with Retry-After (seconds).
    const exemptIps = new Set(ctx.rateLimits.exemptIps)
    await app.register(rateLimit, {
      global: true,
      max: ctx.rateLimits.perIp,
      timeWindow: ctx.rateLimits.windowMs,
      allowList: (request) => exemptIps.has(request.ip),
      // Redis unreachable: the shared budget and the writes' are not counted (logged by the
      // connection) rather than the whole API failing; the console's sign-in keeps failing
      // closed (defineRoute sets skipOnError false on routes with a fixed budget).
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'portico:cloud:rate:' } : {}),
      errorResponseBuilder: (_request, context) =>
        createCloudError('RATE_LIMITED', {
          params: { n: Math.max(1, Math.ceil(context.ttl / 1000)) },
        }),
    })
    app.setErrorHandler(async (error, request, reply) => {
      const { status, body, unexpected } = errorReply(error)
      if (unexpected) request.log.error({ err: error }, body.message)
      // Read the rest of a refused body first, so the client gets the 413 and not a reset.
      if (status === 413) await drainRequestBody(request.raw)
      return reply.code(status).send(body)
    })
    // Unknown URLs count against the shared budget too, so probing them is not free.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const { status, body } = errorReply(
        createCloudError('ROUTE_NOT_FOUND', { details: `${request.method} ${request.url}` }),
      )
      return reply.code(status).send(body)
    })
    // JSON only: a text/plain POST would skip the browser's CORS preflight.
    app.removeContentTypeParser('text/plain')
    registerRoutes(app, ctx)
    // Open streams never end by themselves: end them so close() does not wait on them.
    app.addHook('preClose', async () => ctx.historyStreams.closeAll())
    if (options.consoleDistDir) serveConsole(app, options.consoleDistDir)

    const url = await app.listen({ host: options.host, port: options.port })
    publicUrl ||= url
    app.log.info({ url, database: db.kind }, 'cloud API listening')
    const running = app
    const indexerOption = options.indexer ?? true
    const log = app.log
    lease = createLease({
      db,
      leaseId: ONCE_ONLY_LEASE_ID,
      name: indexerOption ? 'indexer and purges' : 'purges',
      log,
      ...options.lease,
      start: () => {
        const works = [
          startConsolePurge({ db, now, log, intervalMs: options.consolePurgeIntervalMs }),
          ...(indexerOption
            ? [
                createIndexer({
                  db,
                  chains: ctx.chains,
                  log,
                  onIndexed: (change) => {
                    runningEvents.publish(change)
                    // The other servers on this PGlite database, which hear no Redis.
                    publishChanges(
                      db,
                      change.accounts.map((a) => changeTags.history(change.chainId, a)),
                    )
                  },
                  onReset: () => publishChanges(db, [changeTags.allHistory]),
                  ...(typeof indexerOption === 'object' ? indexerOption : {}),
                }),
              ]
            : []),
        ]
        return { stop: async () => void (await Promise.all(works.map((w) => w.stop()))) }
      },
    })
    const runningEvents = historyEvents
    const runningWatchers = watchers
    const runningLease = lease
    const runningRedis = redis
    return {
      url,
      app: running,
      db,
      stop: async () => {
        await runningLease?.stop()
        await running.close()
        await runningWatchers.close()
        runningEvents.close()
        unsubscribe?.()
        runningRedis?.disconnect()
        mailer?.close()
        if (ownsDatabase) await db.close()
      },
    }
  } catch (error) {
    mailer?.close()
    await lease?.stop()
    await app?.close()
    await watchers?.close()
    historyEvents?.close()
    unsubscribe?.()
    redis?.disconnect()
    if (ownsDatabase) await db.close()
    throw error
  }
}
