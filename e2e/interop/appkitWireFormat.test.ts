/**
 * Every message our secure frame can send, checked against the schema of an existing client:
 * `W3mFrameSchema.frameEvent` of @reown/appkit-wallet 1.7 (unmodified). The messages are made by
 * the frame's own endpoint (shared's createFrameEndpoint) from one sample per request kind, so a
 * kind added to the protocol without a sample does not compile, and one the client's schema
 * refuses fails here. READY, SESSION_UPDATE, each request's success and its errors (a §8 code,
 * an EIP-1193 number, a refused origin, a request not enabled) are all covered.
 */
import {
  frameRequestNames as allFrameRequestNames,
  createFrameEndpoint,
  createPorticoError,
  type FrameHandlers,
  type FrameRequestName,
  type FrameSuccessPayload,
  frameRepliesOf,
  isPorticoOnlyRequest,
  SECURE_SDK_VERSION,
} from '@portico/shared'
import { W3mFrameSchema } from '@reown/appkit-wallet'
import { describe, expect, it } from 'vitest'

const HOST = 'https://dapp.example'
/** The requests AppKit's clients send; Portico's own (OPEN_WALLET_SETTINGS) are not theirs. */
const frameRequestNames = allFrameRequestNames.filter((name) => !isPorticoOnlyRequest(name))
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What each request answers in the frame (secure-frame/app/handlers), one realistic sample. */
const samples: { [N in FrameRequestName]: FrameSuccessPayload<N> } = {
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: undefined,
  CONNECT_SOCIAL: { email: null, address: ADDRESS, chainId: 1, userName: 'vitalik' },
  GET_SOCIAL_REDIRECT_URI: { uri: 'https://oidc.example/authorize?state=x' },
  GET_FARCASTER_URI: { url: 'https://warpcast.example/~/siwf?channelToken=x' },
  CONNECT_FARCASTER: { userName: 'dwr' },
  GET_USER: {
    email: 'user@example.com',
    address: ADDRESS,
    chainId: 31337,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
    // Portico's own field: AppKit's schema must still take the reply.
    recoverySetUp: false,
  },
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 31337 },
  SWITCH_NETWORK: { chainId: 31338 },
  SIGN_OUT: undefined,
  RPC_REQUEST: `0x${'ab'.repeat(65)}`,
  RPC_ABORT: undefined,
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: undefined,
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
  SYNC_THEME: undefined,
  SYNC_DAPP_DATA: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
  INIT_SMART_ACCOUNT: { address: ADDRESS, isDeployed: false },
  SET_PREFERRED_ACCOUNT: { type: 'eoa', address: ADDRESS },
  RELOAD: undefined,
  OPEN_WALLET_SETTINGS: undefined,
}

/** A request payload the endpoint accepts for each kind. */
const requests: Partial<Record<FrameRequestName, unknown>> = {
  CONNECT_EMAIL: { email: 'user@example.com' },
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'https://oidc.example/cb?code=x' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  SWITCH_NETWORK: { chainId: 31338 },
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '123456' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '654321' },
  SYNC_THEME: { themeMode: 'dark' },
  SYNC_DAPP_DATA: { projectId: 'p' },
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
}

/** A frame endpoint on stand-in windows; returns what it posted to the parent. */
function frameWith(handlers: FrameHandlers, allowedOrigins = [HOST]) {
  const posted: unknown[] = []
  const parent = Object.assign(new EventTarget(), {
    postMessage: (message: unknown) => posted.push(message),
  }) as unknown as Window
  const frame = new EventTarget() as unknown as Window
  const endpoint = createFrameEndpoint({
    frameWindow: frame,
    parentWindow: parent,
    allowedOrigins,
    parentOrigin: HOST,
    version: SECURE_SDK_VERSION,
    handlers,
  })
  const send = async (name: FrameRequestName, origin = HOST) => {
    const event = new Event('message')
    const payload = requests[name]
    Object.defineProperties(event, {
      data: {
        value: {
          type: `@w3m-app/${name}`,
          id: crypto.randomUUID(),
          ...(payload === undefined ? {} : { payload }),
        },
      },
      origin: { value: origin },
      source: { value: parent },
    })
    frame.dispatchEvent(event)
    await new Promise((r) => setTimeout(r, 0))
  }
  return { endpoint, posted, send }
}

const refusals = (messages: unknown[]) =>
  messages.flatMap((message) => {
    const result = W3mFrameSchema.frameEvent.safeParse(message)
    return result.success ? [] : [{ message, error: result.error.issues[0]?.message }]
  })

describe("every message the frame sends passes AppKit 1.7's W3mFrameSchema.frameEvent", () => {
  it('READY (version as a string) and SESSION_UPDATE', () => {
    const { endpoint, posted } = frameWith({})
    endpoint.sendSessionUpdate('header.payload.signature')
    expect(posted[0]).toEqual({ type: '@w3m-frame/READY', payload: { version: '4' } })
    expect(posted).toHaveLength(2)
    expect(refusals(posted)).toEqual([])
  })

  it("each request's success", async () => {
    const handlers = Object.fromEntries(
      frameRequestNames.map((name) => [name, () => samples[name]]),
    ) as FrameHandlers
    const { posted, send } = frameWith(handlers)
    for (const name of frameRequestNames) await send(name)
    // RPC_ABORT is never answered and INIT_SMART_ACCOUNT only with an error: the client's
    // schema has no such success (it drops the message and waits forever).
    const answered = frameRequestNames.filter((n) => frameRepliesOf(n) !== 'none')
    expect(posted.length).toBe(1 + answered.length)
    expect(refusals(posted)).toEqual([])
  })

  it("each request's errors: a §8 code, an EIP-1193 code, not enabled, a refused origin", async () => {
    const failing = (make: () => Error) =>
      Object.fromEntries(
        frameRequestNames.map((name) => [
          name,
          () => {
            throw make()
          },
        ]),
      ) as FrameHandlers
    const coded = frameWith(
      failing(() => createPorticoError('EMAIL_LOGIN_COOLDOWN', { params: { n: 30 } })),
    )
    const rejected = frameWith(
      failing(() => createPorticoError('USER_REJECTED', { rpcCode: 4001 })),
    )
    const disabled = frameWith({})
    const refused = frameWith({}, ['https://other.example'])
    for (const name of frameRequestNames) {
      await coded.send(name)
      await rejected.send(name)
      await disabled.send(name)
      await refused.send(name, HOST)
    }
    const all = [...coded.posted, ...rejected.posted, ...disabled.posted, ...refused.posted]
    expect(JSON.stringify(rejected.posted)).toContain('"code":"USER_REJECTED"')
    expect(JSON.stringify(coded.posted)).toContain('"code":"EMAIL_LOGIN_COOLDOWN"')
    expect(refusals(all)).toEqual([])
  })

  it("carries only e-mails AppKit's own (zod 3) e-mail check accepts", async () => {
    // zod 4 takes an apostrophe, AppKit does not: such a GET_USER would be dropped and hang.
    const addresses = [
      'ada@example.com',
      'Ada.Lovelace+wallet@mail.example.co.uk',
      "o'brien@example.com",
      'a,b@example.com',
      '.ada@example.com',
      'ada..l@example.com',
      'ada@localhost',
    ]
    let current = ''
    const handlers = { GET_USER: () => ({ ...samples.GET_USER, email: current }) }
    const { posted, send } = frameWith(handlers as FrameHandlers)
    for (const address of addresses) {
      current = address
      await send('GET_USER')
    }
    const replies = posted.slice(1) as { type: string }[]
    expect(replies.map((r) => r.type.endsWith('_SUCCESS'))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(refusals(replies)).toEqual([])
  })
})
