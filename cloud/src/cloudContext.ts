/** What every route handler can reach: the database, the chains, the caches and the clock. */
import type { TokenBalance } from '@portico/shared'
import type { FreshRead } from './cache/createFreshReads.ts'
import type { TaggedCache } from './cache/createTaggedCache.ts'
import type { TtlCache } from './cache/createTtlCache.ts'
import type { RunningCatalogueCache } from './catalogue/catalogueCache.ts'
import type { BitcoinPriceOracle } from './chain/bitcoin/bitcoinPriceOracle.ts'
import type { ChainRegistry } from './chain/createChainRegistry.ts'
import type { SolanaPriceOracle } from './chain/solana/solanaPriceOracle.ts'
import type { Database } from './db/database.ts'
import type { ProjectDirectory } from './http/projectDirectory.ts'
import type { OnrampProvider } from './onramp/onrampProvider.ts'

export interface Identity {
  name: string | null
  avatar: string | null
}

import type { ConsoleMailer } from './console/consoleMailer.ts'
import type { HistoryStreams } from './history/historyStreams.ts'
import type { CloudRateLimits } from './http/cloudRateLimits.ts'

export interface CloudContext {
  db: Database
  /** Milliseconds since the epoch (tests move it). */
  now(): number
  chains: ChainRegistry
  /** Symbol of the deployed token that counts as 1 USD. */
  stablecoinSymbol: string
  /** USD prices of SOL and SPL tokens (chain/solana/solanaPriceOracle.ts). */
  solanaPrices: SolanaPriceOracle
  /** USD price of BTC (chain/bitcoin/bitcoinPriceOracle.ts). */
  bitcoinPrices: BitcoinPriceOracle
  projects: ProjectDirectory
  caches: {
    /** Balances per address and chain, for PORTFOLIO_CACHE_EXPIRY_MS. */
    balances: TtlCache<TokenBalance[]>
    /** Balance reads from the chain in progress, shared by callers that asked before they began. */
    balanceReads: FreshRead<TokenBalance[]>
    /**
     * The swap routes' chain reads (pool prices, quotes, gas price) in progress, shared the same
     * way by identical requests; the key names the route and everything the read depends on.
     */
    swapReads: FreshRead<unknown>
    /** Identity per address, for IDENTITY_CACHE_EXPIRY_MS. */
    identity: TtlCache<Identity>
    /** USD prices of a history page's currencies, per chain and token set, for 30 s. */
    prices: TtlCache<Map<string, number>>
    /**
     * History and NFT pages, dropped when the indexer stores a transfer of the account (history
     * events reach every instance with Redis; without it, PGlite's one process): null when
     * this instance may not hear of every such write (PostgreSQL without Redis).
     */
    accountPages: TaggedCache<unknown> | null
    /**
     * Name look-ups and smart sessions, dropped when the stores write them
     * (cache/databaseChanges.ts, this process only): PGlite only, null on PostgreSQL.
     */
    records: TaggedCache<unknown> | null
  }
  /** The wallet catalogue's pages and logos, per catalogue version. */
  catalogue: RunningCatalogueCache
  /** The URL clients reach this service at (icon URLs are built on it). */
  publicUrl(): string
  /** Mails the console's sign-in codes (absent when no SMTP server is set). */
  mailer?: ConsoleMailer
  /** The request budgets per client IP (http/cloudRateLimits.ts). */
  rateLimits: CloudRateLimits
  /** The open history streams of this instance (GET /v1/account/{address}/history/events). */
  historyStreams: HistoryStreams
  /** The on-ramp provider behind /v1/onramp/* (null: none configured, those routes answer 404). */
  onramp: OnrampProvider | null
}
