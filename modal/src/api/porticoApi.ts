/**
 * The RTK Query API over the cloud service (SPEC §7): the wallet catalogue, analytics, chain
 * data (balances, prices, identity), names and smart-account sessions, cached per SPEC §9. The
 * on-ramp's endpoints are injected by onrampApi.ts and the swap routes by swapApi.ts, so their
 * schemas load with Buy and Swap, not on open.
 * Requests go through the cloud client (cloudClient.ts); every response is parsed with its
 * contract from shared.
 *
 * The store is per modal instance, the API module-wide: each store reaches its cloud through
 * its services (`services.cloud`, see createPorticoStore), read by the base query.
 */
import {
  type AccountHistory,
  type AccountNfts,
  type AnalyticsConfig,
  type AnalyticsEvent,
  accountHistorySchema,
  accountNftsSchema,
  analyticsConfigSchema,
  type BalanceResponse,
  balanceResponseSchema,
  ENS_CACHE_EXPIRY_MS,
  type FungiblePrice,
  fungiblePriceResponseSchema,
  getWalletsResponseSchema,
  IDENTITY_CACHE_EXPIRY_MS,
  type Identity,
  identitySchema,
  type NameProfile,
  type NameSuggestions,
  nameProfileSchema,
  nameProfilesSchema,
  nameSuggestionsSchema,
  PORTFOLIO_CACHE_EXPIRY_MS,
  PROJECT_SETTINGS_MAX_AGE_MS,
  type ProjectConfig,
  projectConfigSchema,
  type SupportedChains,
  supportedChainsSchema,
} from '@portico/shared'
import { createApi, type NamedSchemaError } from '@reduxjs/toolkit/query'
import { type CloudError, cloudBaseQuery } from './cloudClient.ts'
import type { GetWalletsQuery, GetWalletsResult } from './walletCatalogueTypes.ts'

/**
 * Cache lifetimes. SPEC §9 gives none for the catalogue or the analytics config (only
 * portfolio, balances, ENS and identity): the catalogue is kept 5 minutes unused (our choice),
 * the analytics config for the session (it is read once, on first use).
 */
export const WALLETS_KEEP_UNUSED_S = 5 * 60
export const ANALYTICS_CONFIG_KEEP_UNUSED_S = 24 * 60 * 60
/** The supported-chains list changes with deployments, not per request: kept an hour. */
export const SUPPORTED_CHAINS_KEEP_UNUSED_S = 60 * 60
/** History and NFT pages: SPEC §9 gives no lifetime; a page changes with every transaction. */
export const ACCOUNT_LISTS_KEEP_UNUSED_S = 30

/** A response that fails its schema becomes an ordinary failed request, not a thrown error. */
const invalidResponse = (error: NamedSchemaError): CloudError => ({
  status: 'INVALID_RESPONSE',
  message: `The cloud sent an invalid ${error.schemaName}`,
  data: error.issues,
})

const commaList = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(',') : undefined

export type {
  AnalyticsConfig,
  AnalyticsEvent,
  FungiblePrice,
  Identity,
  NameProfile,
  SupportedChains,
} from '@portico/shared'

/** Every response is parsed with its schema from shared, the one the cloud sends it by. */
export const checked = <S>(responseSchema: S) => ({
  responseSchema,
  catchSchemaFailure: invalidResponse,
})

export const porticoApi = createApi({
  reducerPath: 'porticoApi',
  baseQuery: cloudBaseQuery,
  endpoints: (build) => ({
    getWallets: build.query<GetWalletsResult, GetWalletsQuery>({
      query: ({ page, entries, search, include, exclude, chains }) => ({
        url: '/getWallets',
        params: {
          page,
          entries,
          search: search || undefined,
          include: commaList(include),
          exclude: commaList(exclude),
          chains: commaList(chains),
        },
      }),
      ...checked(getWalletsResponseSchema),
      keepUnusedDataFor: WALLETS_KEEP_UNUSED_S,
    }),
    getAnalyticsConfig: build.query<AnalyticsConfig, void>({
      query: () => ({ url: '/getAnalyticsConfig' }),
      ...checked(analyticsConfigSchema),
      keepUnusedDataFor: ANALYTICS_CONFIG_KEEP_UNUSED_S,
    }),
    /** The project's console settings; also says whether this origin is allowed (403). */
    getProjectConfig: build.query<ProjectConfig, void>({
      // No retries: a 403 is the answer (SPEC's 403 retry is for the catalogue's flaky reads).
      query: () => ({ url: '/v1/project/config', maxRetries: 0 }),
      ...checked(projectConfigSchema),
      keepUnusedDataFor: PROJECT_SETTINGS_MAX_AGE_MS / 1000,
    }),
    sendEvent: build.mutation<unknown, AnalyticsEvent>({
      query: (event) => ({ url: '/e', method: 'POST', body: event }),
    }),

    // Chain data (SPEC §7), kept as long as §9 says.
    getSupportedChains: build.query<SupportedChains, void>({
      query: () => ({ url: '/v1/supported-chains' }),
      ...checked(supportedChainsSchema),
      keepUnusedDataFor: SUPPORTED_CHAINS_KEEP_UNUSED_S,
    }),
    getBalance: build.query<BalanceResponse, BalanceQuery>({
      query: ({ address, chainId, forceUpdate }) => ({
        url: `/v1/account/${encodeURIComponent(address)}/balance`,
        params: { currency: 'usd', chainId, forceUpdate: forceUpdate ? 'true' : undefined },
      }),
      ...checked(balanceResponseSchema),
      keepUnusedDataFor: PORTFOLIO_CACHE_EXPIRY_MS / 1000,
    }),
    getFungiblePrice: build.query<{ fungibles: FungiblePrice[] }, { addresses: string[] }>({
      query: ({ addresses }) => ({
        url: '/v1/fungible/price',
        method: 'POST',
        body: { currency: 'usd', addresses },
      }),
      ...checked(fungiblePriceResponseSchema),
      keepUnusedDataFor: PORTFOLIO_CACHE_EXPIRY_MS / 1000,
    }),
    getIdentity: build.query<Identity, { address: string; sender?: string }>({
      query: ({ address, sender }) => ({
        url: `/v1/identity/${encodeURIComponent(address)}`,
        params: { sender },
      }),
      ...checked(identitySchema),
      keepUnusedDataFor: IDENTITY_CACHE_EXPIRY_MS / 1000,
    }),

    // Account history and NFTs (SPEC §7), validated with the schemas the cloud serves them by.
    // The activity list keeps its pages in transactionsSlice, so these are not cached for long.
    getAccountHistory: build.query<AccountHistory, AccountHistoryQuery>({
      query: ({ account, chainId, cursor, onramp }) => ({
        url: `/v1/account/${encodeURIComponent(account)}/history`,
        params: { chainId, cursor: cursor || undefined, onramp },
      }),
      ...checked(accountHistorySchema),
      keepUnusedDataFor: ACCOUNT_LISTS_KEEP_UNUSED_S,
    }),
    getAccountNfts: build.query<AccountNfts, AccountNftsQuery>({
      query: ({ address, chainId, cursor }) => ({
        url: `/v1/account/${encodeURIComponent(address)}/nfts`,
        params: { chainId, cursor: cursor || undefined },
      }),
      ...checked(accountNftsSchema),
      keepUnusedDataFor: ACCOUNT_LISTS_KEEP_UNUSED_S,
    }),

    // Names (SPEC §7), cached like ENS names (§9).
    getProfileAccount: build.query<NameProfile, string>({
      query: (name) => ({
        url: `/v1/profile/account/${encodeURIComponent(name)}`,
        params: { apiVersion: 2 },
      }),
      ...checked(nameProfileSchema),
      keepUnusedDataFor: ENS_CACHE_EXPIRY_MS / 1000,
    }),
    getProfileReverse: build.query<NameProfile[], { address: string; sender?: string }>({
      query: ({ address, sender }) => ({
        url: `/v1/profile/reverse/${encodeURIComponent(address)}`,
        params: { sender, apiVersion: 2 },
      }),
      ...checked(nameProfilesSchema),
      keepUnusedDataFor: ENS_CACHE_EXPIRY_MS / 1000,
    }),
    getProfileSuggestions: build.query<NameSuggestions, { name: string; zone?: string }>({
      query: ({ name, zone }) => ({
        url: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
        params: { zone },
      }),
      ...checked(nameSuggestionsSchema),
    }),
    // The registration (POST /v1/profile/account) is namesApi.ts, loaded with the feature.
  }),
})

export interface BalanceQuery {
  address: string
  /** CAIP-2 id of the chain to read. */
  chainId?: string
  /** Skips the cloud's 30 s cache. */
  forceUpdate?: boolean
}

export interface AccountHistoryQuery {
  /** The account's address. */
  account: string
  /** CAIP-2 id of the chain, e.g. eip155:31337. */
  chainId?: string
  /** The previous page's `next`. */
  cursor?: string
  /** An on-ramp provider whose purchases to list instead. */
  onramp?: string
}

export interface AccountNftsQuery {
  address: string
  /** CAIP-2 id of the chain. */
  chainId?: string
  cursor?: string
}

/** An analytics event for `props`, stamped now at the page's address. */
export function makeAnalyticsEvent(props: Record<string, unknown>, now = Date.now()) {
  return {
    eventId: crypto.randomUUID(),
    url: window.location.href,
    domain: window.location.hostname,
    timestamp: now,
    props,
  } satisfies AnalyticsEvent
}
