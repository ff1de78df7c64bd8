/**
 * The social login against a real OAuth 2.0 / OIDC server (the devnet identity provider, over
 * HTTP): start → sign in at the provider → callback (code exchange with PKCE) → claim, for each
 * of the six providers; and the refusals: a denied consent, a forged state, a replayed callback,
 * a claim by another device or with another secret, bad input.
 */
import {
  devnetSocialSettings,
  findFreePort,
  type RunningOidcProvider,
  startOidcProvider,
} from '@portico/devnet'
import { SOCIAL_PROVIDERS } from '@portico/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import { signInAtProvider } from '../testing/signInAtProvider.ts'
import {
  type FrameTestEnv,
  startFrameTestEnv,
  TEST_HOST_ORIGIN,
  TEST_PROJECT_ID,
} from '../testing/startFrameTestEnv.ts'

let env: FrameTestEnv
let oidc: RunningOidcProvider

beforeAll(async () => {
  const port = await findFreePort()
  oidc = await startOidcProvider({
    host: '127.0.0.1',
    port: 0,
    redirectUris: [`http://127.0.0.1:${port}/social/callback`],
  })
  env = await startFrameTestEnv({
    port,
    social: devnetSocialSettings(oidc.url),
    socialClaimWaitMs: 300,
  })
}, 60_000)
afterAll(async () => {
  await env?.stop()
  await oidc?.stop()
})

const newClient = async () =>
  createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)

type Started = { uri: string; state: string; claimSecret: string }
const start = async (client: FrameApiClient, provider: string) => {
  const res = await client.call<Started>('POST', '/api/social/start', {
    projectId: TEST_PROJECT_ID,
    provider,
    origin: TEST_HOST_ORIGIN,
  })
  expect(res.status).toBe(200)
  return res.body
}
const claim = (client: FrameApiClient, s: Pick<Started, 'state' | 'claimSecret'>) =>
  client.call<Record<string, unknown>>('POST', '/api/social/claim', {
    state: s.state,
    claimSecret: s.claimSecret,
  })

const expectedUserName: Record<string, string> = {
  google: 'Alice Example',
  github: 'alice',
  apple: 'alice@portico.localhost',
  facebook: 'Alice Example',
  x: 'alice',
  discord: 'alice',
}

describe('social login through the frame server', () => {
  it.each(SOCIAL_PROVIDERS)(
    '%s: code + PKCE exchanged server-side, then claimed once',
    async (provider) => {
      const client = await newClient()
      const started = await start(client, provider)
      const uri = new URL(started.uri)
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
      expect(uri.searchParams.get('state')).toBe(started.state)
      expect(started.uri).not.toContain(started.claimSecret)
      const callback = await signInAtProvider(started.uri, { account: 'alice' })
      expect(callback.startsWith(`${env.frame.url}/social/callback?`)).toBe(true)
      const page = await fetch(callback)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain(`data-origin="${TEST_HOST_ORIGIN}"`)
      expect(html).not.toContain(new URL(callback).searchParams.get('code') ?? '-')
      const claimed = await claim(client, started)
      expect(claimed.status).toBe(200)
      expect(claimed.body.token).toEqual(expect.any(String))
      expect(claimed.body.user).toMatchObject({ userName: expectedUserName[provider] })
      expect(claimed.body.wallet).toMatchObject({ state: 'none' })
      // Once only.
      expect((await claim(client, started)).status).toBe(400)
      // The same person logs in again: the same user (their wallet), not a new one.
      const again = await start(client, provider)
      await fetch(await signInAtProvider(again.uri, { account: 'alice' }))
      const second = await claim(client, again)
      client.token = second.body.token as string
      const session = await client.call<{ user: { userName?: string } }>('GET', '/api/session')
      expect(session.body.user.userName).toBe(expectedUserName[provider])
    },
  )

  it('keeps a provider account apart from an e-mail login and other providers', async () => {
    const client = await newClient()
    const ids = new Set<string>()
    for (const provider of ['google', 'discord'] as const) {
      const s = await start(client, provider)
      await fetch(await signInAtProvider(s.uri, { account: 'bob' }))
      const { body } = await claim(client, s)
      const { rows } = await env.frame.db.query<{ id: string; email: string | null }>(
        'SELECT id, email FROM users WHERE social_provider = $1 AND social_email = $2',
        [provider, 'bob@portico.localhost'],
      )
      expect(rows[0]?.email).toBeNull()
      ids.add(rows[0]?.id ?? '')
      expect(body.user).toMatchObject({ email: 'bob@portico.localhost' })
    }
    expect(ids.size).toBe(2)
  })

  it('a denied consent is recorded and claimed as SOCIAL_LOGIN_DENIED', async () => {
    const client = await newClient()
    const s = await start(client, 'github')
    const callback = await signInAtProvider(s.uri, { deny: true })
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
    expect((await fetch(callback)).status).toBe(200)
    const res = await claim(client, s)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('SOCIAL_LOGIN_DENIED')
  })

  it('refuses a forged state, and records nothing', async () => {
    const client = await newClient()
    const s = await start(client, 'google')
    const callback = new URL(await signInAtProvider(s.uri, { account: 'alice' }))
    callback.searchParams.set('state', 'x'.repeat(43))
    const res = await fetch(callback)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('not valid')
    // The real login is still waiting for its own callback: nothing was claimed.
    expect((await claim(client, s)).body.code).toBe('SOCIAL_LOGIN_PENDING')
  })

  it('takes the answer posted as a form (response_mode=form_post, as Apple sends it)', async () => {
    const client = await newClient()
    const s = await start(client, 'apple')
    expect(new URL(s.uri).searchParams.get('response_mode')).toBe('form_post')
    const callback = new URL(await signInAtProvider(s.uri, { account: 'alice' }))
    const posted = await fetch(`${env.frame.url}/social/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: callback.searchParams.toString(),
    })
    expect(posted.status).toBe(200)
    expect((await claim(client, s)).body.user).toMatchObject({
      userName: 'alice@portico.localhost',
    })
  })

  it('refuses a replayed callback (the code and state are used once)', async () => {
    const client = await newClient()
    const s = await start(client, 'discord')
    const callback = await signInAtProvider(s.uri, { account: 'alice' })
    expect((await fetch(callback)).status).toBe(200)
    expect((await fetch(callback)).status).toBe(400)
    expect((await claim(client, s)).status).toBe(200)
  })

  it('refuses a replayed code under another login state', async () => {
    const client = await newClient()
    const first = await start(client, 'x')
    const callback = new URL(await signInAtProvider(first.uri, { account: 'alice' }))
    expect((await fetch(callback)).status).toBe(200)
    const other = await start(client, 'x')
    callback.searchParams.set('state', other.state)
    expect((await fetch(callback)).status).toBe(200)
    const res = await claim(client, other)
    expect(res.body.code).toBe('SOCIAL_LOGIN_FAILED')
  })

  it('lets only the device that started claim, with its secret', async () => {
    const client = await newClient()
    const s = await start(client, 'facebook')
    await fetch(await signInAtProvider(s.uri, { account: 'alice' }))
    const stranger = await newClient()
    expect((await claim(stranger, s)).body.code).toBe('SOCIAL_STATE_INVALID')
    expect((await claim(client, { ...s, claimSecret: 'y'.repeat(43) })).body.code).toBe(
      'SOCIAL_STATE_INVALID',
    )
    expect((await claim(client, s)).status).toBe(200)
  })

  it('answers SOCIAL_LOGIN_PENDING when the popup never came back', async () => {
    const client = await newClient()
    const s = await start(client, 'apple')
    const res = await claim(client, s)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('SOCIAL_LOGIN_PENDING')
  })

  it('refuses bad input and origins off the allowlist', async () => {
    const client = await newClient()
    const bad = [
      { projectId: TEST_PROJECT_ID, provider: 'myspace', origin: TEST_HOST_ORIGIN },
      { projectId: TEST_PROJECT_ID, provider: 'google' },
      { projectId: TEST_PROJECT_ID, provider: 'google', origin: TEST_HOST_ORIGIN, extra: 1 },
    ]
    for (const body of bad)
      expect((await client.call('POST', '/api/social/start', body)).body.code).toBe(
        'SCHEMA_INVALID_INPUT',
      )
    const offList = await client.call('POST', '/api/social/start', {
      projectId: TEST_PROJECT_ID,
      provider: 'google',
      origin: 'http://evil.localhost:1',
    })
    expect(offList.status).toBe(403)
    expect((await client.call('POST', '/api/social/claim', { state: 'short' })).status).toBe(400)
    expect((await fetch(`${env.frame.url}/social/callback?code=abc`)).status).toBe(400)
  })
})
