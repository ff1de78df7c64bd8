/**
 * The security headers every Portico server (the cloud, the frame server) sends on every
 * response, and the CSP a response gets when its route set none. One table, so the servers
 * cannot drift apart; each server adds what a route left unset in one onSend hook.
 */

/**
 * Powerful features none of our pages use: a page (or an injected script) cannot ask for them.
 * Only features every browser we support knows: Chromium warns in the console about an unknown
 * one on every page (`bluetooth` is unknown on Linux, where Web Bluetooth is off), and a dapp
 * developer would see that warning from the frame in their own app.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ')

/** For a response whose route set no CSP (JSON, errors, images): it may load and run nothing. */
export const DEFAULT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': PERMISSIONS_POLICY,
  'content-security-policy': DEFAULT_CONTENT_SECURITY_POLICY,
}

/** The headers of SECURITY_HEADERS a response does not have yet (a route's own value wins). */
export function missingSecurityHeaders(has: (name: string) => boolean): [string, string][] {
  return Object.entries(SECURITY_HEADERS).filter(([name]) => !has(name))
}
