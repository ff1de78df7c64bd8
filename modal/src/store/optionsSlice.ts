/**
 * The options the views read, in serialisable form (SPEC §1 defaults). createPortico validates
 * the dapp's options and stores them here with setOptions.
 */

import type { ChainNamespace, SocialProvider } from '@portico/shared'
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { SDK_TYPE, SDK_VERSION } from '../api/cloudClient.ts'
import type { PreferredAccountType } from '../features/account/accountSlice.ts'

export type ConnectMethod = 'email' | 'social' | 'wallet'
/** The social buttons: the six login providers and Farcaster. */
export type SocialOption = SocialProvider | 'farcaster'

export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  socials: SocialOption[] | false
  history: boolean
  analytics: boolean
  legalCheckbox: boolean
  connectMethodsOrder: ConnectMethod[]
}

export interface DappMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export interface OptionsState {
  projectId: string
  /** The cloud API's base URL: the modal builds the social providers' image URLs on it. */
  apiUrl?: string
  metadata?: DappMetadata
  features: Features
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  defaultAccountTypes: Record<ChainNamespace, PreferredAccountType>
  enableEmbedded: boolean
  /** The legal checkbox's links; the checkbox shows only with at least one of them. */
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
}

/** SPEC §1: email, social, wallet. */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = Object.freeze([
  'email',
  'social',
  'wallet',
])

/**
 * SPEC §1: every feature on, the legal checkbox off; but social and Farcaster login stay off
 * until they work (issue 21): a button that can only say "not enabled yet" is not shown by
 * default. A dapp can still list providers in `features.socials`.
 */
export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze<Features>({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: false,
  history: true,
  analytics: true,
  legalCheckbox: false,
  connectMethodsOrder: [...DEFAULT_CONNECT_METHODS_ORDER],
})

/** SPEC §1: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, PreferredAccountType>> =
  Object.freeze({ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' })

const initialState: OptionsState = {
  projectId: '',
  features: { ...DEFAULT_FEATURES },
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES },
  enableEmbedded: false,
}

export type OptionsUpdate = Partial<Omit<OptionsState, 'features' | 'defaultAccountTypes'>> & {
  features?: Partial<Features>
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>
}

export const optionsSlice = createSlice({
  name: 'options',
  initialState,
  reducers: {
    /** Merges over the current options; features and account types merge key by key. */
    setOptions(state, { payload }: PayloadAction<OptionsUpdate>) {
      const { features, defaultAccountTypes, ...rest } = payload
      Object.assign(state, rest)
      if (features) state.features = { ...state.features, ...features }
      if (defaultAccountTypes) {
        state.defaultAccountTypes = { ...state.defaultAccountTypes, ...defaultAccountTypes }
      }
    },
  },
})

export const { setOptions } = optionsSlice.actions

type WithOptions = { options: OptionsState }

export const selectOptions = (state: WithOptions): OptionsState => state.options
export const selectFeatures = (state: WithOptions): Features => state.options.features
/**
 * An image from the cloud's image routes (SPEC §7); undefined without a cloud URL. `png`: the
 * logo rasterised for a list row (issue 19): an SVG in an `<img>` is a document of its own in
 * the page, ~20 DOM nodes a logo, while a PNG is none.
 */
function publicImageUrl(
  options: OptionsState,
  route: 'public/getSocialImage' | 'public/getAssetImage' | 'getWalletImage',
  id: string,
  format: 'svg' | 'png' = 'svg',
): string | undefined {
  const { apiUrl, projectId } = options
  if (!apiUrl) return undefined
  const url = new URL(
    `${route}/${encodeURIComponent(id)}`,
    apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
  )
  // The same query as every cloud request: the routes check the project and the SDK.
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('st', SDK_TYPE)
  url.searchParams.set('sv', SDK_VERSION)
  if (format !== 'svg') url.searchParams.set('format', format)
  return url.toString()
}

/** A social provider's brand icon from the cloud's image route; undefined without a cloud URL. */
export const selectSocialImageUrl = (state: WithOptions, provider: string): string | undefined =>
  publicImageUrl(state.options, 'public/getSocialImage', provider)

/**
 * A network's logo: the dapp's `assets.imageUrl`, else the cloud's asset image for its
 * `assets.imageId` or its CAIP-2 id (written `eip155-1`, which fits in a path segment), as PNG.
 */
export const selectNetworkImageUrl = (
  state: WithOptions,
  network: { caipNetworkId: string; assets?: { imageId?: string; imageUrl?: string } },
): string | undefined =>
  network.assets?.imageUrl ??
  publicImageUrl(
    state.options,
    'public/getAssetImage',
    network.assets?.imageId ?? network.caipNetworkId.replace(':', '-'),
    'png',
  )

/**
 * A catalogue wallet's logo: the entry's own `image_url`, else the cloud's getWalletImage for its
 * `image_id` (as AppKit builds it; the catalogue sends ids, not URLs), as PNG.
 */
export const selectWalletImageUrl = (
  state: WithOptions,
  wallet: { image_id?: string | null; image_url?: string | null },
): string | undefined =>
  wallet.image_url ??
  (wallet.image_id
    ? publicImageUrl(state.options, 'getWalletImage', wallet.image_id, 'png')
    : undefined)

export const selectDefaultAccountType = (
  state: WithOptions,
  namespace: ChainNamespace,
): PreferredAccountType => state.options.defaultAccountTypes[namespace]

/** The dapp's choice of catalogue wallets (featured first, included, excluded). */
export const selectWalletListOptions = createSelector(
  [
    (s: WithOptions) => s.options.featuredWalletIds,
    (s: WithOptions) => s.options.includeWalletIds,
    (s: WithOptions) => s.options.excludeWalletIds,
  ],
  (featuredWalletIds, includeWalletIds, excludeWalletIds) => ({
    featuredWalletIds,
    includeWalletIds,
    excludeWalletIds,
  }),
)
