/**
 * createPortico's options, validated at creation with clear errors. URLs default to the local
 * stack so that a fresh clone works offline; point them at public services by configuration.
 */
import * as z from 'zod/mini'
import type { CaipNetwork } from './chains/CaipNetwork.ts'
import { porticoDevnet, porticoDevnet2 } from './chains/devnetNetworks.ts'
import { isSiwxConfig, type SiwxConfig } from './features/siwx/siwxConfig.ts'
import { type Locale, localeTagPattern } from './i18n/locales.ts'

export const DEFAULT_FRAME_URL = 'http://127.0.0.1:5174'
export const DEFAULT_API_URL = 'http://127.0.0.1:4100'
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:4200'

const caipNetworkIdPattern = /^(eip155|solana|polkadot|bip122):[-_a-zA-Z0-9]{1,32}$/

/** A language tag (BCP 47, loosely): `en`, `es-MX`, `ar`. Which one is shown: i18n/locales.ts. */
export const localeTagSchema = () =>
  z.string().check(z.regex(localeTagPattern, 'Expected a language tag such as en, es-MX or ar'))

/**
 * The options' schema, built for each check and then dropped: some 150 zod schemas that a page
 * would otherwise keep in its heap for as long as it lives, to run once (issue 19, heap).
 */
export function porticoOptionsSchema() {
  const urlWith = (protocols: string[], message: string) =>
    z.string().check(
      z.refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      }, message),
    )
  const httpUrl = urlWith(['http:', 'https:'], 'Expected an http(s) URL')
  const wsUrl = urlWith(['ws:', 'wss:'], 'Expected a ws(s) URL')

  const chainNamespace = z.enum(['eip155', 'solana', 'polkadot', 'bip122'])
  const accountType = z.enum(['eoa', 'smartAccount'])
  const socialProvider = z.enum([
    'google',
    'github',
    'apple',
    'facebook',
    'x',
    'discord',
    'farcaster',
  ])
  const connectMethod = z.enum(['email', 'social', 'wallet'])

  const networkSchema = z
    .object({
      id: z.union([z.number(), z.string()]),
      name: z.string().check(z.minLength(1)),
      chainNamespace,
      caipNetworkId: z.string().check(z.regex(caipNetworkIdPattern, 'Invalid CAIP-2 network id')),
      nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
      rpcUrls: z.object({
        default: z.object({ http: z.array(httpUrl) }),
        chainDefault: z.optional(z.object({ http: z.array(httpUrl) })),
      }),
      blockExplorers: z.optional(
        z.object({ default: z.object({ name: z.string(), url: z.string() }) }),
      ),
      assets: z.optional(
        z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) }),
      ),
      testnet: z.optional(z.boolean()),
      usdtStyleTokens: z.optional(z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))),
    })
    .check(
      z.refine(
        (n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`,
        'caipNetworkId must be chainNamespace:id',
      ),
    )

  const features = z.partial(
    z.object({
      swaps: z.boolean(),
      onramp: z.boolean(),
      receive: z.boolean(),
      send: z.boolean(),
      email: z.boolean(),
      emailShowWallets: z.boolean(),
      socials: z.union([z.array(socialProvider), z.literal(false)]),
      history: z.boolean(),
      analytics: z.boolean(),
      legalCheckbox: z.boolean(),
      connectMethodsOrder: z.array(connectMethod),
    }),
  )

  return z
    .object({
      projectId: z.string().check(z.minLength(1, 'projectId is required'), z.maxLength(64)),
      /** The networks the dapp supports; the local devnet chains by default. */
      networks: z._default(
        z.array(networkSchema).check(z.minLength(1, 'networks must list at least one network')),
        [porticoDevnet, porticoDevnet2],
      ),
      defaultNetwork: z.optional(networkSchema),
      metadata: z.optional(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string(),
          icons: z.array(z.string()),
        }),
      ),
      features: z._default(features, {}),
      connectMethodsOrder: z.optional(z.array(connectMethod)),
      themeMode: z._default(z.enum(['light', 'dark']), 'dark'),
      /**
       * The modal's language: a supported locale (en, es, ar) or a tag that falls back to one
       * (`es-MX` → es), else English. Without it, the browser's languages choose.
       */
      locale: z.optional(localeTagSchema()),
      themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
      featuredWalletIds: z._default(z.array(z.string()), []),
      includeWalletIds: z._default(z.array(z.string()), []),
      excludeWalletIds: z._default(z.array(z.string()), []),
      allowUnsupportedChain: z._default(z.boolean(), false),
      enableNetworkSwitch: z._default(z.boolean(), true),
      defaultAccountTypes: z._default(
        z.partial(
          z.object({
            eip155: accountType,
            solana: accountType,
            polkadot: accountType,
            bip122: z.enum(['payment', 'ordinal', 'stx']),
          }),
        ),
        {},
      ),
      /**
       * Sign in with the wallet (SIWX, SPEC §1): after a connection the wallet signs a CAIP-122
       * message. `{ required?, statement? }` uses Portico's cloud to verify and keep the sessions;
       * an object with AppKit's SIWXConfig methods (`SiwxConfig`) replaces that backend.
       */
      siwx: z.optional(
        z.union([
          z.custom<SiwxConfig>(isSiwxConfig, 'Expected a SIWX config object'),
          z.object({
            /** Cancelling the sign-in disconnects the wallet. Default false. */
            required: z.optional(z.boolean()),
            /** One line shown in the message above its fields. */
            statement: z.optional(
              z.string().check(z.maxLength(1024), z.regex(/^[^\n\r]*$/, 'One line')),
            ),
          }),
        ]),
      ),
      /** Origin of the secure frame (e-mail and social login). */
      frameUrl: z._default(httpUrl, DEFAULT_FRAME_URL),
      /** Base URL of the Portico cloud API. */
      apiUrl: z._default(httpUrl, DEFAULT_API_URL),
      /** The WalletConnect relay. */
      relayUrl: z._default(wsUrl, DEFAULT_RELAY_URL),
      /**
       * RPC URL per CAIP-2 network id (`eip155:1`), overriding the networks' own: the one place to
       * point every network at other RPCs. Applied to `networks` at creation, so everything that
       * reads a network (the modal, WalletConnect, the wagmi config) sees the same URL.
       */
      rpcMap: z._default(
        z
          .record(z.string(), httpUrl)
          .check(
            z.refine(
              (map) => Object.keys(map).every((key) => caipNetworkIdPattern.test(key)),
              'rpcMap keys are CAIP-2 network ids, e.g. eip155:1',
            ),
          ),
        {},
      ),
      enableLogger: z._default(z.boolean(), false),
      /**
       * When the modal's code and Connect's wallet list load. `idle` (default): once the page has
       * loaded and the browser is idle, in steps short enough never to delay the page's input, so
       * the first click shows the wallets at once. `intent`: only when the visitor shows intent
       * (the pointer over or focus on ConnectButton, `preload()`) or opens the modal.
       */
      preload: z._default(z.enum(['idle', 'intent']), 'idle'),
      /** The legal checkbox's links (SPEC §1), shown on Connect when `features.legalCheckbox`. */
      termsConditionsUrl: z.optional(httpUrl),
      privacyPolicyUrl: z.optional(httpUrl),
    })
    .check(
      z.refine((o) => !o.features.legalCheckbox || !!(o.termsConditionsUrl || o.privacyPolicyUrl), {
        message: 'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl',
        path: ['features', 'legalCheckbox'],
      }),
      z.refine(
        (o) =>
          !o.defaultNetwork ||
          o.networks.some((n) => n.caipNetworkId === o.defaultNetwork?.caipNetworkId),
        { message: 'defaultNetwork must be one of networks', path: ['defaultNetwork'] },
      ),
    )
}

export type PorticoOptions = z.input<ReturnType<typeof porticoOptionsSchema>>
/** The `siwx` option as resolved: a config of the dapp's or Portico's cloud settings. */
export type SiwxOption = NonNullable<z.output<ReturnType<typeof porticoOptionsSchema>>['siwx']>
export type ResolvedPorticoOptions = Omit<
  z.output<ReturnType<typeof porticoOptionsSchema>>,
  'networks' | 'defaultNetwork' | 'locale'
> & {
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  /** The locale shown: the option's (or its fallback), else the browser's, else English. */
  locale: Locale
}

/** The networks with the dapp's `rpcMap` applied: each mapped network's RPC is the mapped URL. */
export function applyRpcMap(options: ResolvedPorticoOptions): ResolvedPorticoOptions {
  const mapped = (network: CaipNetwork): CaipNetwork => {
    const url = options.rpcMap[network.caipNetworkId]
    return url ? { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [url] } } } : network
  }
  return {
    ...options,
    networks: options.networks.map(mapped),
    ...(options.defaultNetwork && { defaultNetwork: mapped(options.defaultNetwork) }),
  }
}
