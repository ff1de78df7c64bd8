/**
 * A project's allowed origins, one rule for the cloud (CORS), the secure frame (its checks and
 * its `frame-ancestors`) and the console. An entry is `scheme://host[:port]`, lower case, no
 * path; a wildcard only as `https://*.example.com[:port]` (any subdomain, never the bare
 * domain, never over plain http). `localhost` on any port is not an entry: it is the project's
 * `localhostAnyPort` switch, which a developer turns on explicitly.
 */
import * as z from 'zod/mini'
import { isOrigin } from './isOrigin.ts'

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const WILDCARD_PREFIX = 'https://*.'

/** The entry as it is stored (lower case, trailing slash dropped), or null when it is not one. */
export function normalizeAllowedOrigin(input: string): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > 255) return null
  const value = input.trim().toLowerCase().replace(/\/$/, '')
  if (value.startsWith(WILDCARD_PREFIX)) {
    // Check the rest as an origin of its own: https://<rest> must be a plain origin.
    const rest = `https://${value.slice(WILDCARD_PREFIX.length)}`
    if (!isOrigin(rest)) return null
    const host = new URL(rest).hostname
    const labels = host.split('.')
    // At least a registrable domain under the wildcard: *.example.com, not *.com.
    if (labels.length < 2 || !labels.every((l) => HOST_LABEL.test(l))) return null
    return value
  }
  if (value.includes('*')) return null
  return isOrigin(value) ? value : null
}

/**
 * An allowed-origin entry, normalised on parse. Pure: a bundle that does not use it (the secure
 * frame's, which only matches origins) does not build it at load.
 */
export const allowedOriginSchema = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.string().check(
    z.maxLength(255),
    z.refine((v) => normalizeAllowedOrigin(v) !== null, 'Invalid origin'),
  ),
  /* @__PURE__ */ z.transform((v) => normalizeAllowedOrigin(v) as string),
)

export interface OriginAllowlist {
  allowedOrigins: readonly string[]
  /** http://localhost and http://127.0.0.1 on any port. */
  localhostAnyPort?: boolean
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

/** Whether a browser's `Origin` is allowed by the list. */
export function isOriginAllowed(origin: string, allowlist: OriginAllowlist): boolean {
  if (!isOrigin(origin)) return false
  if (allowlist.allowedOrigins.includes(origin)) return true
  const url = new URL(origin)
  if (allowlist.localhostAnyPort && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
    return true
  if (url.protocol !== 'https:') return false
  return allowlist.allowedOrigins.some((entry) => {
    if (!entry.startsWith(WILDCARD_PREFIX)) return false
    const pattern = new URL(`https://${entry.slice(WILDCARD_PREFIX.length)}`)
    return url.port === pattern.port && url.hostname.endsWith(`.${pattern.hostname}`)
  })
}

/** The list as CSP sources (`frame-ancestors`), which know the same wildcard and `:*` forms. */
export function toFrameAncestorSources(allowlist: OriginAllowlist): string[] {
  const sources = [...allowlist.allowedOrigins]
  if (allowlist.localhostAnyPort) sources.push('http://localhost:*', 'http://127.0.0.1:*')
  return sources
}
