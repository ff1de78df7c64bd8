/**
 * The RTK Query API over the cloud service (SPEC §7) for the account's data: chain data
 * (balances, prices, identity), history, NFTs and names, cached per SPEC §9. The on-ramp's
 * endpoints are injected by onrampApi.ts and the swap routes by swapApi.ts, so their schemas
 * load with Buy and Swap. Requests go through the cloud client (cloudClient.ts); every response
 * is parsed with its contract from shared.
 *
 * Not on the open path: the catalogue (getWallets.ts), analytics and the project's config read
 * the cloud directly. This module adds its reducer and middleware to the store when it loads
 * (with the first view that needs it), as lazily loaded slices do.
 *
 * The store is per modal instance, the API module-wide: each store reaches its cloud through
 * its services (`services.cloud`, see createPorticoStore), read by the base query.
 */
import {
  type AccountHistory,
  type AccountNfts,
  accountHistorySchema,
  accountNftsSchema,
  type BalanceResponse,
  balanceResponseSchema,
  ENS_CACHE_EXPIRY_MS,
  type FungiblePrice,
  fungiblePriceResponseSchema,
  IDENTITY_CACHE_EXPIRY_MS,
  type Identity,
  identitySchema,
  type NameProfile,
  type NameSuggestions,
  nameProfileSchema,
  nameProfilesSchema,
  nameSuggestionsSchema,
  PORTFOLIO_CACHE_EXPIRY_MS,
  type SupportedChains,
  supportedChainsSchema,
} from '@portico/shared'
import type { ThunkAction, UnknownAction, WithSlice } from '@reduxjs/toolkit'
import { createApi, type NamedSchemaError } from '@reduxjs/toolkit/query'
import type { AppThunk } from '../store/createPorticoStore.ts'
import { lazyMiddleware } from '../store/lazyMiddleware.ts'
import { type RootState, rootReducer } from '../store/rootReducer.ts'
import { type CloudError, cloudBaseQuery } from './cloudClient.ts'

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

export type {
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

declare module '../store/rootReducer.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof porticoApi> {}
}

// Every store carries the API from its next action on.
rootReducer.inject(porticoApi)
lazyMiddleware.addMiddleware(porticoApi.middleware)

/**
 * One of porticoApi's util thunks (`upsertQueryData`, …) as the store's thunk. The store's state
 * type has the API's state optional, as any injected slice's; it is there once this module has
 * loaded, and RTK Query's util thunks ask for it.
 */
export const apiThunk = <R>(
  thunk: ThunkAction<
    R,
    RootState & { porticoApi: ReturnType<typeof porticoApi.reducer> },
    unknown,
    UnknownAction
  >,
) => thunk as AppThunk<R>
