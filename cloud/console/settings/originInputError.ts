/**
 * What is wrong with an allowed-origin entry as typed, in words a developer can act on, or null
 * when it is one (the rule is shared's normalizeAllowedOrigin; the server checks it again).
 */
import { normalizeAllowedOrigin } from '@portico/shared'

export const ORIGIN_RULE =
  'scheme://host[:port], no path. A wildcard only as https://*.example.com (every subdomain, not example.com itself). For localhost on any port, use the switch below.'

export function originInputError(input: string, existing: readonly string[] = []): string | null {
  const value = input.trim().toLowerCase()
  if (!value) return 'Enter an origin, such as https://app.example.com'
  const normalized = normalizeAllowedOrigin(value)
  if (normalized) return existing.includes(normalized) ? 'This origin is already allowed' : null
  if (!/^https?:\/\//.test(value)) return 'Start with https:// (or http:// for a local server)'
  if (value.includes('*')) {
    if (/^http:\/\/(localhost|127\.0\.0\.1):\*$/.test(value))
      return 'For localhost on any port, use the switch below'
    if (/:\*$/.test(value)) return 'A port cannot be a wildcard: add each port'
    if (value.startsWith('http://')) return 'A wildcard is allowed over https only'
    return 'A wildcard only as https://*.example.com: one leading *. before a domain'
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Not an origin: use scheme://host[:port]'
  }
  if (url.pathname !== '/' || url.search || url.hash)
    return `An origin has no path: use ${url.origin}`
  if (url.username || url.password) return `An origin has no user name: use ${url.origin}`
  if (!url.port && /:\d+$/.test(value)) return `Leave out the default port: use ${url.origin}`
  return `Not an origin as browsers send it: did you mean ${url.origin}?`
}
