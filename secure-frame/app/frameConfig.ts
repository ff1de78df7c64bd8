/**
 * The frame's start-up configuration: what the server embedded in the page (allowlist, the
 * chains it supports) and what the host put in the iframe URL (chain id, logger flag).
 *
 * Read without zod, so that none of zod's set-up runs before READY (issue 19):
 * - The embedded part is the page's own data. The frame server checks it against
 *   `embeddedFrameConfigSchema` (frameConfigSchema.ts) before it writes the page, and it comes in
 *   the same response as this code. Here it only has to be there and be for the URL's project.
 * - The URL's values come from the host. Each is compared or matched, and a value that does not
 *   fit gets its fallback: a malformed or missing chain id is eip155:1, the logger is on for
 *   `true` only, and an unknown locale is the browser's or English.
 */
import { DEFAULT_FRAME_CHAIN_ID, FRAME_CHAIN_ID_PATTERN } from '@portico/shared'
import type { EmbeddedFrameConfig } from './frameConfigSchema.ts'
import { type FrameLocale, pickFrameLocale } from './i18n/frameLocales.ts'
import type { SmartAccountChain } from './wallet/smartAccount/smartAccountChain.ts'

export const FRAME_CONFIG_ELEMENT_ID = 'portico-frame-config'

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
  const embedded = readEmbeddedConfig(doc)
  const params = new URLSearchParams(location.search)
  const projectId = params.get('projectId')
  if (!embedded || !projectId || projectId !== embedded.projectId) return null
  const chainId = params.get('chainId') ?? ''
  const locale = params.get('locale')
  return {
    projectId,
    allowedOrigins: embedded.allowedOrigins,
    localhostAnyPort: embedded.localhostAnyPort === true,
    chainIds: embedded.chainIds,
    solanaChains: embedded.solanaChains ?? [],
    smartAccountChains: embedded.smartAccountChains ?? [],
    chainId: toFrameChainId(
      FRAME_CHAIN_ID_PATTERN.test(chainId) ? chainId : DEFAULT_FRAME_CHAIN_ID,
    ),
    enableLogger: params.get('enableLogger') === 'true',
    parentOrigin: parentOriginOf(doc, location),
    locale: pickFrameLocale(locale === null ? languages : [locale]),
  }
}

/** The page's embedded config: parsed JSON with the fields READY depends on, else null. */
function readEmbeddedConfig(doc: Document): EmbeddedFrameConfig | null {
  let embedded: Partial<EmbeddedFrameConfig> | null
  try {
    embedded = JSON.parse(doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent ?? '')
  } catch {
    return null
  }
  return typeof embedded === 'object' &&
    embedded !== null &&
    typeof embedded.projectId === 'string' &&
    Array.isArray(embedded.allowedOrigins) &&
    embedded.allowedOrigins.every((origin) => typeof origin === 'string') &&
    Array.isArray(embedded.chainIds)
    ? (embedded as EmbeddedFrameConfig)
    : null
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
