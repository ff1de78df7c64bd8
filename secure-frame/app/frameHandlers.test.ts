/**
 * The frame app's handlers against the real frame server (handler level): the page is what
 * /sdk serves, read with readFrameConfig; a reload is a new set of handlers on the same
 * session storage and device key. The wallet is the worker's logic (walletOps) over the frame
 * server's wallet routes.
 */
import type { FrameHandlers, FrameRequestName, FrameRequestPayload } from '@portico/shared'
import { recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { approveByLink } from '../server/testing/approveByLink.ts'
import { lastApprovalLink, lastCode, readInbox } from '../server/testing/readInbox.ts'
import {
  type FrameTestEnv,
  OTHER_CHAIN_ID,
  startFrameTestEnv,
  TEST_HOST_ORIGIN,
  TEST_PROJECT_ID,
} from '../server/testing/startFrameTestEnv.ts'
import type { FrameApi } from './api/frameApi.ts'
import { readFrameConfig } from './frameConfig.ts'
import { createFrameHandlers, type FrameHandlerDeps } from './frameHandlers.ts'
import { createSessionStore, type SessionStore } from './session/sessionStore.ts'
import { createServerFrameApi } from './testing/createServerFrameApi.ts'
import { createMemoryDeviceShareStore } from './wallet/deviceShareStore.ts'
import { createWalletOps } from './wallet/walletOps.ts'
import { createWalletServer } from './wallet/walletServer.ts'
import type { WalletWorkerApi } from './wallet/walletWorkerApi.ts'

type Handlers = ReturnType<typeof createFrameHandlers>

const MAIN_CHAIN_ID = 31337
const UNSUPPORTED = { code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' }

describe('frame handlers with the frame server', () => {
  let env: FrameTestEnv
  let seq = 0

  beforeAll(async () => {
    env = await startFrameTestEnv({ deviceWaitTimeoutMs: 600 })
  }, 60_000)
  afterAll(async () => {
    await env?.stop()
  })

  /**
   * One browser: its frame storage, device key and wallet store, kept across reloads. The wallet
   * is the worker's logic over the frame server's wallet routes, with this browser's proofs.
   */
  const newBrowser = async () => {
    const api = await createServerFrameApi(() => env.frame.url, env.clock.now)
    return {
      session: createSessionStore(() => undefined),
      api,
      wallet: createWalletOps({
        server: createWalletServer(api),
        store: createMemoryDeviceShareStore(),
      }),
    }
  }

  /** Loads /sdk with `chainId` in the URL, as the host inserts the iframe. */
  async function openFrame(
    browser: { session: SessionStore; api: FrameApi; wallet: WalletWorkerApi },
    chainId: string,
    extra: Pick<FrameHandlerDeps, 'askApproval' | 'askRecovery' | 'showWalletSettings'> = {},
    moreParams = '',
  ): Promise<Handlers> {
    const search = `?projectId=${TEST_PROJECT_ID}&chainId=${encodeURIComponent(chainId)}&version=4${moreParams}`
    const html = await (await fetch(`${env.frame.url}/sdk${search}`)).text()
    const json = /id="portico-frame-config">([^<]*)</.exec(html)?.[1] ?? ''
    const doc = { getElementById: () => ({ textContent: json }), referrer: '' }
    const location = { search, ancestorOrigins: { 0: TEST_HOST_ORIGIN, length: 1 } }
    const config = readFrameConfig(doc as unknown as Document, location as unknown as Location)
    if (!config) throw new Error('the frame config did not parse')
    return createFrameHandlers(config, {
      session: browser.session,
      api: browser.api,
      wallet: browser.wallet,
      ...extra,
      reload: () => {},
      getEndpoint: () => undefined,
    })
  }

  /** A request as the endpoint hands it over: already parsed, from the allowed host origin. */
  async function call<N extends FrameRequestName>(
    handlers: Handlers,
    name: N,
    payload?: FrameRequestPayload<N>,
  ): Promise<Awaited<ReturnType<NonNullable<FrameHandlers[N]>>>> {
    type Reply = Awaited<ReturnType<NonNullable<FrameHandlers[N]>>>
    const handler = handlers[name] as
      | ((p: unknown, c: unknown) => Reply | Promise<Reply>)
      | undefined
    if (!handler) throw new Error(`no handler for ${name}`)
    return handler(payload, {
      origin: TEST_HOST_ORIGIN,
      signal: new AbortController().signal,
      id: crypto.randomUUID(),
    })
  }

  /** CONNECT_EMAIL, the approval link (first login of a device), CONNECT_OTP. */
  async function login(handlers: Handlers, email: string) {
    const { action } = await call(handlers, 'CONNECT_EMAIL', { email })
    if (action === 'VERIFY_DEVICE') {
      const device = call(handlers, 'CONNECT_DEVICE')
      await approveByLink(await lastApprovalLink(env.mail, email))
      await device
    }
    await call(handlers, 'CONNECT_OTP', { otp: await lastCode(env.mail, email) })
  }

  const uniqueEmail = (name: string) => `${name}-${++seq}@example.com`

  it("mails the approval link and the login code in the iframe URL's locale", async () => {
    const browser = await newBrowser()
    const handlers = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`, {}, '&locale=es-MX')
    const email = uniqueEmail('lucia')
    await login(handlers, email)
    expect((await readInbox(env.mail, email)).map((mail) => mail.subject)).toEqual([
      'Aprueba este dispositivo',
      'Tu código de acceso a Portico',
    ])
  })

  describe('a chain the frame server does not have', () => {
    it('answers GET_USER {chainId} with "Chain is not supported" at first login and after a reload', async () => {
      const browser = await newBrowser()
      const first = await openFrame(browser, 'eip155:999')
      await login(first, uniqueEmail('chain'))
      await expect(call(first, 'GET_USER', { chainId: 999 })).rejects.toMatchObject(UNSUPPORTED)
      // Refused, not switched: the frame and its session stay where they were.
      expect(await call(first, 'GET_CHAIN_ID')).toEqual({ chainId: MAIN_CHAIN_ID })
      expect(await call(first, 'GET_USER', { chainId: MAIN_CHAIN_ID })).toMatchObject({
        chainId: MAIN_CHAIN_ID,
      })

      const reloaded = await openFrame(browser, 'eip155:999')
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      await expect(call(reloaded, 'GET_USER', { chainId: 999 })).rejects.toMatchObject(UNSUPPORTED)
    })

    it('answers GET_USER without a chain the same way when the iframe URL names that chain', async () => {
      const browser = await newBrowser()
      const first = await openFrame(browser, 'eip155:999')
      await login(first, uniqueEmail('url-chain'))
      await expect(call(first, 'GET_USER', {})).rejects.toMatchObject(UNSUPPORTED)

      const reloaded = await openFrame(browser, 'eip155:999')
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      await expect(call(reloaded, 'GET_USER', {})).rejects.toMatchObject(UNSUPPORTED)
    })

    it('refuses SWITCH_NETWORK to it and changes nothing, signed out, signed in and after a reload', async () => {
      const browser = await newBrowser()
      const frame = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      await expect(call(frame, 'SWITCH_NETWORK', { chainId: 999 })).rejects.toMatchObject(
        UNSUPPORTED,
      )
      await expect(call(frame, 'SWITCH_NETWORK', { chainId: 'eip155:999' })).rejects.toMatchObject(
        UNSUPPORTED,
      )
      expect(await call(frame, 'GET_CHAIN_ID')).toEqual({ chainId: MAIN_CHAIN_ID })

      await login(frame, uniqueEmail('switch'))
      expect(await call(frame, 'SWITCH_NETWORK', { chainId: OTHER_CHAIN_ID })).toEqual({
        chainId: OTHER_CHAIN_ID,
      })
      await expect(call(frame, 'SWITCH_NETWORK', { chainId: 999 })).rejects.toMatchObject(
        UNSUPPORTED,
      )
      expect(await call(frame, 'GET_CHAIN_ID')).toEqual({ chainId: OTHER_CHAIN_ID })
      expect(await call(frame, 'GET_USER', {})).toMatchObject({ chainId: OTHER_CHAIN_ID })

      const reloaded = await openFrame(browser, `eip155:${OTHER_CHAIN_ID}`)
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      await expect(call(reloaded, 'SWITCH_NETWORK', { chainId: 999 })).rejects.toMatchObject(
        UNSUPPORTED,
      )
      expect(await call(reloaded, 'GET_USER', {})).toMatchObject({ chainId: OTHER_CHAIN_ID })
    })

    it('refuses a Solana cluster the frame server does not have the same way', async () => {
      const browser = await newBrowser()
      const frame = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      await login(frame, uniqueEmail('solana'))
      const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
      await expect(call(frame, 'GET_USER', { chainId: solana })).rejects.toMatchObject(UNSUPPORTED)
      await expect(call(frame, 'SWITCH_NETWORK', { chainId: solana })).rejects.toMatchObject(
        UNSUPPORTED,
      )
    })
  })

  describe('a chain the frame server has', () => {
    it("takes the server's Solana cluster: GET_USER answers the Solana account, and back", async () => {
      const browser = await newBrowser()
      const frame = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      await login(frame, uniqueEmail('cluster'))
      const evm = await call(frame, 'GET_USER', {})
      const cluster = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'
      expect(await call(frame, 'SWITCH_NETWORK', { chainId: cluster })).toEqual({
        chainId: cluster,
      })
      expect(await call(frame, 'GET_CHAIN_ID')).toEqual({ chainId: cluster })
      const onSolana = await call(frame, 'GET_USER', {})
      expect(onSolana).toMatchObject({ chainId: cluster, email: evm.email })
      expect(onSolana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      expect(onSolana.accounts).toEqual([{ address: onSolana.address, type: 'eoa' }])
      // A refused switch changes nothing.
      await expect(
        call(frame, 'SWITCH_NETWORK', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      ).rejects.toMatchObject(UNSUPPORTED)
      expect(await call(frame, 'GET_CHAIN_ID')).toEqual({ chainId: cluster })

      expect(await call(frame, 'SWITCH_NETWORK', { chainId: MAIN_CHAIN_ID })).toEqual({
        chainId: MAIN_CHAIN_ID,
      })
      expect(await call(frame, 'GET_USER', {})).toMatchObject({
        address: evm.address,
        chainId: MAIN_CHAIN_ID,
      })
    })

    it('puts the session on the chain the iframe URL names, at first login and after a reload', async () => {
      const browser = await newBrowser()
      const first = await openFrame(browser, `eip155:${OTHER_CHAIN_ID}`)
      await login(first, uniqueEmail('url-other'))
      expect(await call(first, 'GET_USER', {})).toMatchObject({ chainId: OTHER_CHAIN_ID })
      expect(await call(first, 'GET_CHAIN_ID')).toEqual({ chainId: OTHER_CHAIN_ID })

      const reloaded = await openFrame(browser, `eip155:${OTHER_CHAIN_ID}`)
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      expect(await call(reloaded, 'GET_USER', {})).toMatchObject({ chainId: OTHER_CHAIN_ID })
    })

    it('puts the session on the chain GET_USER names, over the URL one', async () => {
      const browser = await newBrowser()
      const first = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      await login(first, uniqueEmail('payload-other'))
      expect(await call(first, 'GET_USER', { chainId: OTHER_CHAIN_ID })).toMatchObject({
        chainId: OTHER_CHAIN_ID,
      })
      const reloaded = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      expect(await call(reloaded, 'GET_USER', { chainId: OTHER_CHAIN_ID })).toMatchObject({
        chainId: OTHER_CHAIN_ID,
      })
      expect(await call(reloaded, 'GET_USER', { chainId: MAIN_CHAIN_ID })).toMatchObject({
        chainId: MAIN_CHAIN_ID,
      })
    })

    it('keeps the session chain when the URL names none (the default eip155:1 hosts send)', async () => {
      const browser = await newBrowser()
      const first = await openFrame(browser, 'eip155:1')
      expect(await call(first, 'GET_CHAIN_ID')).toEqual({ chainId: 1 })
      await login(first, uniqueEmail('default-url'))
      expect(await call(first, 'GET_USER', {})).toMatchObject({ chainId: MAIN_CHAIN_ID })

      const reloaded = await openFrame(browser, 'eip155:1')
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      expect(await call(reloaded, 'GET_USER', {})).toMatchObject({ chainId: MAIN_CHAIN_ID })
      // Named in GET_USER, chain 1 is a request like any other.
      await expect(call(reloaded, 'GET_USER', { chainId: 1 })).rejects.toMatchObject(UNSUPPORTED)
    })
  })
  describe('the wallet', () => {
    it('is made in the frame at the first login and is the user’s address, after a reload too', async () => {
      const browser = await newBrowser()
      const first = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      await login(first, uniqueEmail('wallet'))
      const wallet = first.state.wallet
      expect(wallet).toMatchObject({ enrolled: true })
      const user = await call(first, 'GET_USER', {})
      expect(user).toMatchObject({
        address: wallet?.evmAddress,
        accounts: [{ address: wallet?.evmAddress, type: 'eoa' }],
      })

      const reloaded = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      expect(reloaded.state.wallet).toEqual(wallet)
      expect(await call(reloaded, 'GET_USER', {})).toMatchObject({ address: wallet?.evmAddress })
    })
    it('connects with one server call after the code (the wallet made in it), none to re-read what the login said', async () => {
      // The browser's client, every call to the frame server written down.
      const inner = await createServerFrameApi(() => env.frame.url, env.clock.now)
      const calls: string[] = []
      const api: FrameApi = {
        get(path, options) {
          calls.push(`GET ${path}`)
          return inner.get(path, options)
        },
        post(path, body, options) {
          calls.push(`POST ${path}`)
          return inner.post(path, body, options)
        },
        put(path, body, options) {
          calls.push(`PUT ${path}`)
          return inner.put(path, body, options)
        },
      }
      const store = createMemoryDeviceShareStore()
      const browser = {
        session: createSessionStore(() => undefined),
        api,
        wallet: createWalletOps({ server: createWalletServer(api), store }),
      }
      const frame = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      await login(frame, uniqueEmail('quick'))
      const user = await call(frame, 'GET_USER', {})
      const wallet = frame.state.wallet
      expect(user).toMatchObject({ address: wallet?.evmAddress, chainId: MAIN_CHAIN_ID })
      expect(wallet).toMatchObject({ enrolled: true })
      // The wallet the worker prepared while the mail was read went with the code.
      expect(calls.slice(calls.indexOf('POST /api/email/verify-otp'))).toEqual([
        'POST /api/email/verify-otp',
      ])
      const records = store.dump().records
      expect(records.map((r) => r.walletKey)).toEqual([
        `${wallet?.evmAddress.toLowerCase()}:${wallet?.solanaAddress}`,
      ])
      // Later reads do ask the server: what the login said is used once.
      expect(await call(frame, 'GET_USER', {})).toEqual(user)
      expect(calls.at(-1)).toBe('GET /api/session')
      // A known user's next login on this browser reads its wallet from the login's answer too.
      await call(frame, 'SIGN_OUT')
      calls.length = 0
      await login(frame, user.email ?? '')
      expect(await call(frame, 'GET_USER', {})).toEqual(user)
      expect(calls.slice(calls.indexOf('POST /api/email/verify-otp'))).toEqual([
        'POST /api/email/verify-otp',
      ])
      // The wallet prepared for that login was not needed: its record is gone, the wallet's kept.
      expect(store.dump().records).toEqual(records)

      // A reload's restore: IS_CONNECTED reads the session, and the GET_USER right after answers
      // from that read; one a while later reads it again (another tab may have moved it).
      const reloaded = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      calls.length = 0
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      expect(await call(reloaded, 'GET_USER', {})).toEqual(user)
      expect(calls.filter((c) => c === 'GET /api/session')).toHaveLength(1)
      const again = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      expect(await call(again, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      const later = Date.now() + 6_000
      const clock = vi.spyOn(Date, 'now').mockReturnValue(later)
      calls.length = 0
      try {
        expect(await call(again, 'GET_USER', {})).toEqual(user)
      } finally {
        clock.mockRestore()
      }
      expect(calls).toContain('GET /api/session')
    })
    it('signs after approval with the shares of this browser and the server, and recovers on another', async () => {
      const email = uniqueEmail('sign')
      const approve = { askApproval: async () => true }
      const laptop = await newBrowser()
      const first = await openFrame(laptop, `eip155:${MAIN_CHAIN_ID}`, approve)
      await login(first, email)
      const address = first.state.wallet?.evmAddress ?? '0x'
      const signature = (await call(first, 'RPC_REQUEST', {
        method: 'personal_sign',
        params: ['hello', address],
      })) as `0x${string}`
      expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(address)
      const token = laptop.session.get() ?? ''
      await laptop.wallet.setRecoveryPassword(token, 'a long recovery password')

      // Another browser: no share here; the recovery step (the window, answered here) enrols it.
      env.clock.advance(31_000)
      const phone = await newBrowser()
      const askRecovery = vi.fn(async () =>
        phone.wallet.recover(phone.session.get() ?? '', {
          kind: 'password',
          password: 'a long recovery password',
        }),
      )
      const second = await openFrame(phone, `eip155:${MAIN_CHAIN_ID}`, { ...approve, askRecovery })
      await login(second, email)
      expect(second.state.wallet).toMatchObject({ evmAddress: address, enrolled: false })
      const again = (await call(second, 'RPC_REQUEST', {
        method: 'personal_sign',
        params: ['phone', address],
      })) as `0x${string}`
      expect(askRecovery).toHaveBeenCalledTimes(1)
      expect(await recoverMessageAddress({ message: 'phone', signature: again })).toBe(address)
    })
    it('reports recovery not set up for a new wallet, and set up once the Wallet security window set a password', async () => {
      const browser = await newBrowser()
      // The window as the user uses it: sets a recovery password through its deps, then closes.
      const showWalletSettings = vi.fn<NonNullable<FrameHandlerDeps['showWalletSettings']>>(
        async (deps) => {
          await deps.wallet.setRecoveryPassword(deps.token(), 'a long recovery password')
        },
      )
      const frame = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`, { showWalletSettings })
      await login(frame, uniqueEmail('nudge'))
      expect(await call(frame, 'GET_USER', {})).toMatchObject({ recoverySetUp: false })

      await call(frame, 'OPEN_WALLET_SETTINGS')
      expect(showWalletSettings).toHaveBeenCalledOnce()
      expect(await call(frame, 'GET_USER', {})).toMatchObject({ recoverySetUp: true })
      // After a reload the worker reads it from the server again.
      const reloaded = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
      expect(await call(reloaded, 'GET_USER', {})).toMatchObject({ recoverySetUp: true })
    })
  })

  describe('sign-out and sign-in again', () => {
    it('signs in again at once after SIGN_OUT, and after a reload too', async () => {
      const browser = await newBrowser()
      const email = uniqueEmail('again')
      const frame = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      await login(frame, email)
      await call(frame, 'SIGN_OUT')
      expect(await call(frame, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
      await login(frame, email)
      expect(await call(frame, 'GET_USER', {})).toMatchObject({ email })
      await call(frame, 'SIGN_OUT')

      const reloaded = await openFrame(browser, `eip155:${MAIN_CHAIN_ID}`)
      expect(await call(reloaded, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
      expect(await call(reloaded, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
      // Without a login in between, the next request is refused (SPEC §5) and mails nothing.
      const sent = (await readInbox(env.mail, email)).length
      await expect(call(reloaded, 'CONNECT_EMAIL', { email })).rejects.toMatchObject({
        code: 'EMAIL_COOLDOWN',
        message: 'Please try again after 30 seconds',
      })
      expect(await readInbox(env.mail, email)).toHaveLength(sent)
    })
  })
})
