/**
 * The local identity provider's sign-in page: the provider it plays, the app asking, a button
 * per test person (sign in and consent in one step) and a Deny button. No script: a form post.
 */
import type { TestPerson } from './socialAccounts.ts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

export function loginPage(input: {
  uid: string
  provider: string
  scopes: readonly string[]
  people: readonly TestPerson[]
}): string {
  const name = escapeHtml(PROVIDER_NAMES[input.provider] ?? input.provider)
  const action = `/interaction/${encodeURIComponent(input.uid)}`
  const buttons = input.people
    .map(
      (p) =>
        `<button type="submit" name="account" value="${escapeHtml(p.key)}">Continue as ${escapeHtml(p.name)} (${escapeHtml(p.email)})</button>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:26rem;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.7rem;font:inherit;cursor:pointer}.deny{background:none;border:1px solid #999}</style>
</head><body><main>
<h1>Sign in with ${name}</h1>
<p>Portico devnet identity provider, playing ${name}. The app asks for: ${escapeHtml(input.scopes.join(', '))}.</p>
<form method="post" action="${action}">
${buttons}
<button type="submit" class="deny" name="deny" value="1">Deny</button>
</form></main></body></html>`
}
