/**
 * The page the provider's popup lands on (GET /social/callback) and its script. The script tells
 * the host page that opened the popup that the login ended (a message with no content but its
 * type, to the login's own host origin only) and closes the popup. Nothing else is on it: the
 * outcome is claimed by the frame app, never read from here.
 */
import { escapeHtml } from '../http/escapeHtml.ts'

/** The message the popup posts to its opener (KEYS.md "Social login"). */
export const SOCIAL_CALLBACK_MESSAGE = 'portico:social-callback'

export const SOCIAL_CALLBACK_SCRIPT = `(() => {
  const target = document.querySelector('main')?.dataset.origin
  try {
    if (target && window.opener) window.opener.postMessage({ type: '${SOCIAL_CALLBACK_MESSAGE}' }, target)
  } catch {}
  setTimeout(() => window.close(), 100)
})()
`

export const SOCIAL_CALLBACK_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export function socialCallbackPage(text: string, origin?: string): string {
  const data = origin ? ` data-origin="${escapeHtml(origin)}"` : ''
  const script = origin ? '<script src="/social/callback.js"></script>' : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico</title>
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:24rem;text-align:center}</style>
</head><body><main${data}><p>${escapeHtml(text)}</p></main>${script}</body></html>`
}
