/**
 * What each storage item holds: a zod codec from the stored string to its typed value. Reading
 * decodes (a value that fails is corrupt), writing encodes.
 */
import * as z from 'zod/mini'
import type { CaipNetworkId } from '../caip/caipTypes.ts'
import { chainNamespaceSchema } from '../caip/chainNamespaces.ts'
import { caipNetworkIdSchema } from '../caip/isCaipNetworkId.ts'
import { RECENT_WALLETS_MAX } from '../constants.ts'
import { emailSchema } from '../validation/isEmail.ts'
import { socialProviderSchema } from '../validation/isSocialProvider.ts'
import { type Wallet, walletSchema } from '../validation/walletSchema.ts'
import { commaListCodec, integerCodec, jsonCodec } from './storageCodecs.ts'
import type { StorageItemName } from './storageKeys.ts'

const nonEmpty = () => z.string().check(z.minLength(1))

// Decoded values are checked by the output schema; the casts only hand them over.
const recentWallets = () =>
  z.codec(z.string(), z.array(walletSchema), {
    decode: (text, ctx) => {
      try {
        const parsed: unknown = JSON.parse(text)
        return (Array.isArray(parsed) ? parsed.slice(0, RECENT_WALLETS_MAX) : parsed) as Wallet[]
      } catch {
        ctx.issues.push({ code: 'custom', input: text })
        return z.NEVER
      }
    },
    encode: (wallets) => JSON.stringify(wallets.slice(0, RECENT_WALLETS_MAX)),
  })

/** A chain id as the e-mail wallet stores it: a bare EVM chain id or a CAIP-2 id. */
const lastUsedChain = () =>
  z.codec(z.string(), z.union([z.number().check(z.int(), z.positive()), caipNetworkIdSchema]), {
    decode: (text) => (/^\d+$/.test(text) ? Number(text) : (text as CaipNetworkId)),
    encode: (value) => String(value),
  })

const smartAccountEnabledNetworks = () =>
  z.codec(z.string(), z.array(z.number().check(z.int(), z.positive())), {
    decode: (text) => (text === '' ? [] : text.split(',').map(Number)),
    encode: (ids) => ids.join(','),
  })

/** A cache: one record keyed by address, each entry stamped with when it was stored. */
const cache = <T extends z.ZodMiniType>(value: T) =>
  jsonCodec(z.record(z.string(), z.object({ timestamp: z.number(), value })))

export const tokenBalanceSchema = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: z.optional(z.string()),
    value: z.optional(z.number()),
    price: z.number(),
    quantity: z.object({ decimals: z.string(), numeric: z.string() }),
    iconUrl: z.string(),
  }),
)
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

// Each item's schema is built when it is first read or written (z.lazy): a page keeps only
// those of the items it uses (issue 19, heap).
export const storageItems = {
  recentWallets: z.lazy(recentWallets),
  deepLinkChoice: z.lazy(() =>
    jsonCodec(z.object({ href: z.string().check(z.minLength(1)), name: z.string() })),
  ),
  walletId: z.lazy(nonEmpty),
  walletName: z.lazy(nonEmpty),
  activeNamespace: chainNamespaceSchema,
  activeCaipNetworkId: caipNetworkIdSchema,
  connectedNamespaces: z.lazy(() => commaListCodec(chainNamespaceSchema)),
  connectedSocialProvider: socialProviderSchema,
  connectionStatus: z.lazy(() => z.enum(['disconnected', 'connecting', 'connected'])),
  sessionToken: z.lazy(nonEmpty),
  emailLoginUsed: z.lazy(() => z.stringbool({ truthy: ['true'], falsy: ['false'] })),
  lastUsedChain: z.lazy(lastUsedChain),
  lastEmailLoginTime: z.lazy(integerCodec),
  email: z.lazy(emailSchema),
  preferredAccountType: z.lazy(() => z.enum(['eoa', 'smartAccount'])),
  smartAccountEnabledNetworks: z.lazy(smartAccountEnabledNetworks),
  socialUsername: z.lazy(nonEmpty),
  portfolioCache: z.lazy(() => cache(z.array(tokenBalanceSchema))),
  nativeBalanceCache: z.lazy(() => cache(z.object({ balance: z.string(), symbol: z.string() }))),
  ensCache: z.lazy(() => cache(z.array(z.looseObject({ name: z.string() })))),
  // Each entry is checked by the SIWX code's own schema when it reads it (modal
  // features/siwx/cloudSiwx.ts), which loads only with the option: the open path stays small.
  siwxSessions: z.lazy(() => jsonCodec(z.record(z.string().check(z.maxLength(200)), z.unknown()))),
  identityCache: z.lazy(() =>
    cache(z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })),
  ),
} as const satisfies Record<StorageItemName, z.ZodMiniType>

/** The typed value of a storage item. */
export type StorageValue<N extends StorageItemName> = z.output<(typeof storageItems)[N]>
