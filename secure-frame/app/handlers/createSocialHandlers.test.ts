/**
 * GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL against the real frame server and the devnet
 * identity provider: the host gets only the authorization URL; once the popup's callback ran,
 * CONNECT_SOCIAL claims the login, the worker's logic makes the wallet, and the user (with the
 * provider's user name) is the session's, after a reload too. A CONNECT_SOCIAL for another URL,
 * or before the popup came back, is refused and changes nothing.
 */
import {
  devnetSocialSettings,
  findFreePort,
  type RunningOidcProvider,
  startOidcProvider,
} from '@portico/devnet'
import type { FrameRequestName, FrameRequestPayload } from '@portico/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAtProvider } from '../../server/testing/signInAtProvider.ts'
import {
  type FrameTestEnv,
  startFrameTestEnv,
  TEST_HOST_ORIGIN,
  TEST_PROJECT_ID,
} from '../../server/testing/startFrameTestEnv.ts'
import { createFrameHandlers } from '../frameHandlers.ts'
import { createSessionStore } from '../session/sessionStore.ts'
import { createServerFrameApi } from '../testing/createServerFrameApi.ts'
import { createMemoryDeviceShareStore } from '../wallet/deviceShareStore.ts'
import { createWalletOps } from '../wallet/walletOps.ts'
import { createWalletServer } from '../wallet/walletServer.ts'

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

const newBrowser = async () => {
  const api = await createServerFrameApi(() => env.frame.url, env.clock.now)
  const store = createMemoryDeviceShareStore()
  return {
    session: createSessionStore(() => undefined),
    api,
    wallet: createWalletOps({ server: createWalletServer(api), store }),
  }
}
type Browser = Awaited<ReturnType<typeof newBrowser>>

const openFrame = (browser: Browser, updates: string[] = []) =>
  createFrameHandlers(
    {
      projectId: TEST_PROJECT_ID,
      chainIds: [31337],
      solanaChains: [],
      smartAccountChains: [],
      chainId: 31337,
      allowedOrigins: [TEST_HOST_ORIGIN],
      localhostAnyPort: false,
      enableLogger: false,
      parentOrigin: TEST_HOST_ORIGIN,
    },
    {
      session: browser.session,
      api: browser.api,
      wallet: browser.wallet,
      reload: () => {},
      getEndpoint: () => ({ sendSessionUpdate: (token: string) => updates.push(token) }) as never,
    },
  )

const call = async <N extends FrameRequestName>(
  handlers: ReturnType<typeof openFrame>,
  name: N,
  payload?: FrameRequestPayload<N>,
) => {
  const handler = handlers[name] as unknown as (p: unknown, c: unknown) => Promise<never>
  return handler(payload, {
    origin: TEST_HOST_ORIGIN,
    signal: new AbortController().signal,
    id: crypto.randomUUID(),
  })
}

describe('social login in the frame', () => {
  it('connects with GitHub, makes the wallet, and restores after a reload', async () => {
    const browser = await newBrowser()
    const updates: string[] = []
    const handlers = openFrame(browser, updates)
    const { uri } = (await call(handlers, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })) as {
      uri: string
    }
    expect(new URL(uri).origin).toBe(oidc.url)
    await fetch(await signInAtProvider(uri, { account: 'alice' }))
    const user = (await call(handlers, 'CONNECT_SOCIAL', { uri })) as {
      address: string
      userName?: string
    }
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.userName).toBe('alice')
    expect(updates).toHaveLength(1)
    expect(await call(handlers, 'GET_USER', {})).toMatchObject({ address: user.address })

    const reloaded = openFrame(browser)
    expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
    expect(await call(reloaded, 'GET_USER', {})).toMatchObject({
      address: user.address,
      userName: 'alice',
    })
  })

  it('refuses CONNECT_SOCIAL for a URL it did not start, and a login not finished', async () => {
    const browser = await newBrowser()
    const handlers = openFrame(browser)
    await expect(
      call(handlers, 'CONNECT_SOCIAL', { uri: `${oidc.url}/auth?state=forged` }),
    ).rejects.toMatchObject({ code: 'SOCIAL_LOGIN_FAILED' })
    const { uri } = (await call(handlers, 'GET_SOCIAL_REDIRECT_URI', { provider: 'x' })) as {
      uri: string
    }
    await expect(call(handlers, 'CONNECT_SOCIAL', { uri })).rejects.toMatchObject({
      code: 'SOCIAL_LOGIN_PENDING',
    })
    expect(browser.session.get()).toBeUndefined()
  })
})
