/**
 * The cloud's JSON responses (SPEC §7), each written once: the cloud's routes pass what they
 * send through these schemas, and the modal parses what it receives with them (a response that
 * does not fit becomes a failed request, never a crash in a view). The account history and NFT
 * pages are in transactionSchema.ts.
 */
import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/isCaipNetworkId.ts'
import { tokenBalanceSchema } from '../storage/storageItems.ts'
import { walletSchema } from '../validation/walletSchema.ts'

// A response the modal reads on every open (the catalogue, the analytics switch, the project's
// settings) has its schema built with the module, which loads at idle before the click. Every
// other one is built on its first parse (z.lazy): a page keeps in its heap only those of the
// responses it has had, not every route's (issue 19).

/** GET /getWallets → a page of the wallet catalogue and the total count. */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletSchema),
  count: z.number().check(z.int(), z.nonnegative()),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>

/** GET /getAnalyticsConfig → whether the project collects analytics. */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>

/**
 * The §1 wallet features a project can turn on or off in the console. `socials` on shows the six
 * social logins (unless the dapp listed its own), off hides them.
 */
export const REMOTE_FEATURE_NAMES = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'history',
  'analytics',
  'legalCheckbox',
  'socials',
] as const
export type RemoteFeatureName = (typeof REMOTE_FEATURE_NAMES)[number]

export const connectMethodSchema = z.enum(['email', 'social', 'wallet'])

/**
 * GET /v1/project/config → what the project's developer set in the console: only the features
 * they chose (the rest keep the dapp's options or the §1 defaults) and, when set, the order of
 * the connect methods (each method once).
 */
export const projectConfigSchema = z.object({
  features: z.partialRecord(z.enum(REMOTE_FEATURE_NAMES), z.boolean()),
  connectMethodsOrder: z.nullable(
    z.array(connectMethodSchema).check(
      z.minLength(1),
      z.maxLength(3),
      z.refine((order) => new Set(order).size === order.length, 'Each connect method once'),
    ),
  ),
})
export type ProjectConfig = z.infer<typeof projectConfigSchema>

/** GET /v1/supported-chains → the CAIP-2 ids the RPC proxy serves, by transport. */
export const supportedChainsSchema = z.lazy(() =>
  z.object({
    http: z.array(caipNetworkIdSchema),
    ws: z.array(caipNetworkIdSchema),
  }),
)
export type SupportedChains = z.infer<typeof supportedChainsSchema>

/** GET /v1/account/{address}/balance → the account's native and token balances in USD. */
export const balanceResponseSchema = z.lazy(() =>
  z.object({ balances: z.array(tokenBalanceSchema) }),
)
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/** POST /v1/fungible/price → the tokens' names, icons and USD prices. */
export const fungiblePriceResponseSchema = z.lazy(() =>
  z.object({
    fungibles: z.array(
      z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
    ),
  }),
)
export type FungiblePrice = z.infer<typeof fungiblePriceResponseSchema>['fungibles'][number]

/** GET /v1/identity/{address} → the address's primary name and avatar, or nulls. */
export const identitySchema = z.lazy(() =>
  z.object({
    name: z.nullable(z.string()),
    avatar: z.nullable(z.string()),
  }),
)
export type Identity = z.infer<typeof identitySchema>

/** GET /v1/profile/account/{name} → a registered name: its addresses by coin type. */
export const nameProfileSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    addresses: z.record(z.string(), z.object({ address: z.string() })),
    attributes: z.record(z.string(), z.string()),
    /** Unix seconds. */
    registered: z.number(),
  }),
)
export type NameProfile = z.infer<typeof nameProfileSchema>

/** GET /v1/profile/reverse/{address} → the names pointing at the address. */
export const nameProfilesSchema = z.lazy(() => z.array(nameProfileSchema))

/** GET /v1/profile/suggestions/{name} → the wanted name and free variants. */
export const nameSuggestionsSchema = z.lazy(() =>
  z.object({
    suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
  }),
)
export type NameSuggestions = z.infer<typeof nameSuggestionsSchema>
