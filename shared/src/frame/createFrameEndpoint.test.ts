import { describe, expect, it, vi } from 'vitest'
import { createFrameError, type FrameErrorPayload } from '../errors/createFrameError.ts'
import { createPorticoError } from '../errors/createPorticoError.ts'
import { ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors/errorCatalogue.ts'
import { createFrameEndpoint, type FrameHandlers } from './createFrameEndpoint.ts'
import { fakeWindow, flush } from './fakeWindows.test-helpers.ts'

const HOST = 'http://localhost:5173'

function setup(
  handlers: FrameHandlers = {},
  parentOrigin: string | null = HOST,
  takesEverySuccess?: () => boolean,
) {
  const frame = fakeWindow()
  const parent = fakeWindow()
  const endpoint = createFrameEndpoint({
    frameWindow: frame.window,
    parentWindow: parent.window,
    allowedOrigins: [HOST],
    parentOrigin,
    version: '4',
    handlers,
    takesEverySuccess,
  })
  const fromParent = (data: unknown, origin = HOST) => frame.deliver(data, origin, parent.window)
  return { frame, parent, endpoint, fromParent }
}

describe('createFrameEndpoint', () => {
  it('posts READY with a payload to the allow-listed parent origin, never to *', () => {
    const { parent } = setup()
    expect(parent.posted).toEqual([
      { message: { type: '@w3m-frame/READY', payload: { version: '4' } }, targetOrigin: HOST },
    ])
  })

  it('posts no READY to a parent that is not on the allowlist', () => {
    const { parent } = setup({}, 'http://evil.localhost:9999')
    expect(parent.posted).toHaveLength(0)
  })

  it('tells onReadyPosted once READY has been posted, and not when there was no READY', () => {
    const postedBefore: number[] = []
    const make = (parentOrigin: string) => {
      const parent = fakeWindow()
      createFrameEndpoint({
        frameWindow: fakeWindow().window,
        parentWindow: parent.window,
        allowedOrigins: [HOST],
        parentOrigin,
        version: '4',
        handlers: {},
        onReadyPosted: () => postedBefore.push(parent.posted.length),
      })
    }
    make(HOST)
    make('http://evil.localhost:9999')
    expect(postedBefore).toEqual([1])
  })

  it('answers a request from the parent with _SUCCESS and the same id, to its origin', async () => {
    const { parent, fromParent } = setup({ GET_CHAIN_ID: () => ({ chainId: 1 }) })
    fromParent({ type: '@w3m-app/GET_CHAIN_ID', id: 'req-1' })
    await flush()
    expect(parent.posted.at(-1)).toEqual({
      message: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'req-1', payload: { chainId: 1 } },
      targetOrigin: HOST,
    })
  })

  it("answers INIT_SMART_ACCOUNT's success only to a host that takes it, else with an error", async () => {
    let portico = false
    const { parent, fromParent } = setup(
      { INIT_SMART_ACCOUNT: () => ({ address: '0xabc', isDeployed: false }) },
      HOST,
      () => portico,
    )
    fromParent({ type: '@w3m-app/INIT_SMART_ACCOUNT', id: 'a' })
    await flush()
    expect(parent.posted.at(-1)?.message).toMatchObject({
      type: '@w3m-frame/INIT_SMART_ACCOUNT_ERROR',
      id: 'a',
      payload: { code: 'FRAME_REQUEST_NOT_ENABLED' },
    })
    portico = true
    fromParent({ type: '@w3m-app/INIT_SMART_ACCOUNT', id: 'b' })
    await flush()
    expect(parent.posted.at(-1)).toEqual({
      message: {
        type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
        id: 'b',
        payload: { address: '0xabc', isDeployed: false },
      },
      targetOrigin: HOST,
    })
  })

  it('drops messages from any window but its parent, and malformed ones, without calling handlers', async () => {
    const handler = vi.fn(() => ({ chainId: 1 }))
    const { frame, parent, fromParent } = setup({ SWITCH_NETWORK: handler })
    frame.deliver(
      { type: '@w3m-app/SWITCH_NETWORK', id: '1', payload: { chainId: 666 } },
      HOST,
      fakeWindow().window,
    )
    frame.deliver(
      { type: '@w3m-app/SWITCH_NETWORK', id: '2', payload: { chainId: 666 } },
      HOST,
      null,
    )
    fromParent({ type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: 666 } }) // no id
    fromParent({ type: '@w3m-app/SWITCH_NETWORK', id: '3', payload: { chainId: 'bad' } })
    fromParent({ type: '@w3m-app/NOT_A_REQUEST', id: '4' })
    fromParent({ type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', id: '5', payload: { chainId: 1 } })
    fromParent('@w3m-app/SWITCH_NETWORK')
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(parent.posted).toHaveLength(1) // READY only
  })

  it('answers an off-allowlist origin with the INVALID_APP_CONFIGURATION text and nothing else', async () => {
    const handler = vi.fn(() => ({ chainId: 666 }))
    const { parent, fromParent } = setup({ SWITCH_NETWORK: handler })
    fromParent(
      { type: '@w3m-app/SWITCH_NETWORK', id: 'x', payload: { chainId: 666 } },
      'http://evil.localhost:9999',
    )
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(parent.posted.at(-1)).toEqual({
      message: {
        type: '@w3m-frame/SWITCH_NETWORK_ERROR',
        id: 'x',
        payload: { message: ORIGIN_NOT_ALLOWED_MESSAGE, code: 'INVALID_APP_CONFIGURATION' },
      },
      targetOrigin: 'http://evil.localhost:9999',
    })
  })

  it('answers a request it has no handler for with a clear error', async () => {
    const { parent, fromParent } = setup()
    fromParent({ type: '@w3m-app/CONNECT_FARCASTER', id: 'f' })
    await flush()
    expect(parent.posted.at(-1)?.message).toEqual({
      type: '@w3m-frame/CONNECT_FARCASTER_ERROR',
      id: 'f',
      payload: { message: 'CONNECT_FARCASTER is not enabled', code: 'FRAME_REQUEST_NOT_ENABLED' },
    })
  })

  it('turns a handler failure, or a reply that does not fit the schema, into _ERROR', async () => {
    const { parent, fromParent } = setup({
      CONNECT_OTP: () => {
        throw new Error('Invalid code')
      },
      // @ts-expect-error: a wrong reply shape on purpose
      GET_CHAIN_ID: () => ({ chain: 1 }),
    })
    fromParent({ type: '@w3m-app/CONNECT_OTP', id: 'a', payload: { otp: '1' } })
    fromParent({ type: '@w3m-app/GET_CHAIN_ID', id: 'b' })
    await flush()
    const messages = parent.posted.slice(1).map((p) => p.message)
    expect(messages).toContainEqual({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: 'a',
      payload: { message: 'Invalid code' },
    })
    expect(messages).toContainEqual({
      type: '@w3m-frame/GET_CHAIN_ID_ERROR',
      id: 'b',
      payload: { message: 'An error occurred', code: 'FRAME_ERROR' },
    })
  })

  it("a handler's PorticoError goes out with its code, which the host turns back into it", async () => {
    const { parent, fromParent } = setup({
      RPC_REQUEST: () => {
        throw createPorticoError('USER_REJECTED')
      },
    })
    fromParent({
      type: '@w3m-app/RPC_REQUEST',
      id: 'r',
      payload: { method: 'eth_sendTransaction', params: [] },
    })
    await flush()
    const reply = parent.posted
      .slice(1)
      .map((p) => p.message as { id?: string; payload?: unknown })
      .find((m) => m.id === 'r')
    expect(reply).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'r',
      payload: { message: 'User rejected the request.', code: 'USER_REJECTED' },
    })
    expect(createFrameError(reply?.payload as FrameErrorPayload)).toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
  })

  it('aborts open requests that match, and answers them with an error', async () => {
    let seenSignal: AbortSignal | undefined
    const { parent, fromParent, endpoint } = setup({
      RPC_REQUEST: (_payload, { signal }) => {
        seenSignal = signal
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('Request was aborted'))),
        )
      },
    })
    fromParent({
      type: '@w3m-app/RPC_REQUEST',
      id: 'r',
      payload: { method: 'personal_sign', params: [] },
    })
    await flush()
    expect(endpoint.abortRequests((name) => name === 'RPC_REQUEST')).toBe(1)
    await flush()
    expect(seenSignal?.aborted).toBe(true)
    expect(parent.posted.at(-1)?.message).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'r',
      payload: { message: 'Request was aborted' },
    })
  })

  it('sends SESSION_UPDATE to the trusted parent only', () => {
    const trusted = setup()
    trusted.endpoint.sendSessionUpdate('jwt')
    expect(trusted.parent.posted.at(-1)).toEqual({
      message: { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'jwt' } },
      targetOrigin: HOST,
    })
    const untrusted = setup({}, null)
    untrusted.endpoint.sendSessionUpdate('jwt')
    expect(untrusted.parent.posted).toHaveLength(0)
  })
})
