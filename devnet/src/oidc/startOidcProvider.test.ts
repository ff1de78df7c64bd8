/**
 * The devnet identity provider over HTTP: its discovery names the OIDC endpoints, an
 * authorization without PKCE or with a foreign redirect URI is refused, a denial goes back as
 * `access_denied`, and a provider's user endpoint answers only its own client's bearer token.
 */
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetClientSecret } from './devnetSocialClients.ts'
import { type RunningOidcProvider, startOidcProvider } from './startOidcProvider.ts'

const REDIRECT = 'http://127.0.0.1:5174/social/callback'
let oidc: RunningOidcProvider

beforeAll(async () => {
  oidc = await startOidcProvider({ host: '127.0.0.1', port: 0, redirectUris: [REDIRECT] })
})
afterAll(() => oidc?.stop())

const authorize = (params: Record<string, string>) => {
  const url = new URL(`${oidc.url}/auth`)
  url.search = new URLSearchParams({
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'read:user',
    state: 's',
    ...params,
  }).toString()
  return fetch(url, { redirect: 'manual' })
}

/** Signs in at the page as `form` says and returns the redirect back to the client. */
async function signIn(client: string, form: string) {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const cookies: string[] = []
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), cookie: cookies.join('; ') },
    })
    for (const c of res.headers.getSetCookie()) cookies.push(c.split(';')[0] ?? '')
    return new URL(res.headers.get('location') ?? '', url).toString()
  }
  const start = new URL(`${oidc.url}/auth`)
  start.search = new URLSearchParams({
    client_id: client,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: client === 'discord' ? 'identify email' : 'read:user',
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()
  const page = await go(start.toString())
  const html = await (await fetch(page, { headers: { cookie: cookies.join('; ') } })).text()
  const resume = await go(page, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return { back: new URL(await go(resume)), verifier, html }
}

describe('startOidcProvider', () => {
  it('publishes its endpoints', async () => {
    const discovery = await (await fetch(`${oidc.url}/.well-known/openid-configuration`)).json()
    expect(discovery).toMatchObject({
      issuer: oidc.url,
      authorization_endpoint: `${oidc.url}/auth`,
      token_endpoint: `${oidc.url}/token`,
      jwks_uri: `${oidc.url}/jwks`,
    })
  })

  it('refuses an authorization without PKCE or to a foreign redirect URI', async () => {
    const noPkce = await authorize({ client_id: 'github' })
    expect(noPkce.headers.get('location') ?? (await noPkce.text())).toMatch(/invalid_request/)
    const foreign = await authorize({
      client_id: 'github',
      redirect_uri: 'http://evil.localhost/cb',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    })
    expect(foreign.status).toBe(400)
  })

  it('shows the sign-in page as the provider asked for, and sends a denial back', async () => {
    const { back, html } = await signIn('github', 'deny=1')
    expect(html).toContain('Sign in with GitHub')
    expect(html).toContain('Continue as Alice Example')
    expect(back.origin + back.pathname).toBe(REDIRECT)
    expect(back.searchParams.get('error')).toBe('access_denied')
  })

  it("answers a provider's user endpoint for its own client's token only", async () => {
    const { back, verifier } = await signIn('discord', 'account=bob')
    const token = await fetch(`${oidc.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        client_id: 'discord',
        client_secret: devnetClientSecret('discord'),
      }),
    })
    const { access_token } = (await token.json()) as { access_token: string }
    const me = (path: string) =>
      fetch(`${oidc.url}${path}`, { headers: { authorization: `Bearer ${access_token}` } })
    expect(await (await me('/discord/users/@me')).json()).toMatchObject({
      username: 'bob',
      global_name: 'Bob Example',
    })
    expect((await me('/github/user')).status).toBe(401)
    expect((await fetch(`${oidc.url}/discord/users/@me`)).status).toBe(401)
  })
})
