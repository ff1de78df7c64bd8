/**
 * The frame's start-up configuration: what the server embedded in the page (allowlist, the
 * chains it supports) and what the host put in the iframe URL (chain id, logger flag). Both are
 * parsed, never trusted.
 */
import { DEFAULT_FRAME_CHAIN_ID, FRAME_CHAIN_ID_PATTERN } from '@portico/shared'
import * as z from 'zod/mini'
import { type FrameLocale, pickFrameLocale } from './i18n/frameLocales.ts'
import {
  type SmartAccountChain,
  smartAccountChainSchema,
} from './wallet/smartAccount/smartAccountChain.ts'

export const FRAME_CONFIG_ELEMENT_ID = 'portico-frame-config'

export const embeddedFrameConfigSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  allowedOrigins: z.array(z.string()),
  localhostAnyPort: z.optional(z.boolean()),
  chainIds: z.array(z.number().check(z.int(), z.positive())),
  // The Solana clusters (CAIP-2) the server sends for; older servers send none.
  solanaChains: z.optional(
    z.array(z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/))).check(z.maxLength(100)),
  ),
  // The chains with a bundler (the e-mail wallet is a smart account there); older servers: none.
  smartAccountChains: z.optional(z.array(smartAccountChainSchema).check(z.maxLength(100))),
})

// Plain optional strings: what each means, and the fallback for a bad value, is readFrameConfig's
// (fewer zod types to set up before READY, issue 19).
const urlParamsSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  // A malformed or missing chain id falls back to the default; enableLogger is on for 'true' only.
  chainId: z.optional(z.string()),
  enableLogger: z.optional(z.string()),
  // The host's UI language (the modal's resolved locale); matched in readFrameConfig.
  locale: z.optional(z.string().check(z.maxLength(35))),
})

export interface FrameConfig {
  projectId: string
  allowedOrigins: string[]
  /** The project allows http://localhost on any port. */
  localhostAnyPort: boolean
  /** The EVM chains the frame server supports (its configured chains). */
  chainIds: number[]
  /** The Solana clusters (CAIP-2 ids) the frame server sends for. */
  solanaChains: string[]
  /** The EVM chains with a bundler: the e-mail wallet is a smart account there by default. */
  smartAccountChains: SmartAccountChain[]
  /** The URL's chain: the number for eip155 chains, the CAIP-2 id otherwise (frame-protocol.md §2). */
  chainId: number | string
  enableLogger: boolean
  parentOrigin: string | null
  /**
   * The language of the frame's own windows and mails: the URL's `locale` (best match, else
   * English), else the browser's languages.
   */
  locale?: FrameLocale
}

export function readFrameConfig(
  doc: Document,
  location: Location,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): FrameConfig | null {
  const element = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)
  let embedded: z.infer<typeof embeddedFrameConfigSchema>
  try {
    embedded = embeddedFrameConfigSchema.parse(JSON.parse(element?.textContent ?? ''))
  } catch {
    return null
  }
  const params = urlParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(location.search)))
  if (!params.success || params.data.projectId !== embedded.projectId) return null
  const { chainId = '', enableLogger, locale } = params.data
  return {
    ...embedded,
    localhostAnyPort: embedded.localhostAnyPort ?? false,
    solanaChains: embedded.solanaChains ?? [],
    smartAccountChains: embedded.smartAccountChains ?? [],
    chainId: toFrameChainId(
      FRAME_CHAIN_ID_PATTERN.test(chainId) ? chainId : DEFAULT_FRAME_CHAIN_ID,
    ),
    enableLogger: enableLogger === 'true',
    parentOrigin: parentOriginOf(doc, location),
    locale: pickFrameLocale(locale === undefined ? languages : [locale]),
  }
}

export function toFrameChainId(caip2: string): number | string {
  const [namespace, reference] = caip2.split(':')
  return namespace === 'eip155' && reference && /^\d+$/.test(reference) ? Number(reference) : caip2
}

function parentOriginOf(doc: Document, location: Location): string | null {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return doc.referrer ? new URL(doc.referrer).origin : null
  } catch {
    return null
  }
}
