import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHostEndpoint } from './createHostEndpoint.ts'
import { type FakeWindow, fakeWindow, flush } from './fakeWindows.test-helpers.ts'

const FRAME = 'http://127.0.0.1:5174'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function setup(options: Partial<Parameters<typeof createHostEndpoint>[0]> = {}) {
  const host = fakeWindow()
  const frame = fakeWindow()
  const endpoint = createHostEndpoint({
    frameOrigin: FRAME,
    hostWindow: host.window,
    getFrameWindow: () => frame.window,
    ...options,
  })
  const fromFrame = (data: unknown) => host.deliver(data, FRAME, frame.window)
  const ready = () => fromFrame({ type: '@w3m-frame/READY', payload: { version: '4' } })
  const lastId = (f: FakeWindow = frame) =>
    (f.posted.at(-1)?.message as { id: string } | undefined)?.id ?? ''
  return { host, frame, endpoint, fromFrame, ready, lastId }
}

afterEach(() => vi.useRealTimers())

describe('createHostEndpoint', () => {
  it('sends nothing before READY, then posts the request to the frame origin only', async () => {
    const { frame, endpoint, ready } = setup()
    const pending = endpoint.request('GET_CHAIN_ID')
    await flush()
    expect(frame.posted).toHaveLength(0)
    ready()
    await flush()
    expect(frame.posted).toHaveLength(1)
    expect(frame.posted[0]?.targetOrigin).toBe(FRAME)
    expect(frame.posted[0]?.message).toMatchObject({ type: '@w3m-app/GET_CHAIN_ID' })
    void pending
  })

  it('gives each request a distinct random UUID and resolves it on its _SUCCESS', async () => {
    const { endpoint, ready, fromFrame, frame } = setup()
    ready()
    const a = endpoint.request('GET_CHAIN_ID')
    const b = endpoint.request('IS_CONNECTED', {})
    await flush()
    const [idA, idB] = frame.posted.map((p) => (p.message as { id: string }).id)
    expect(idA).toMatch(UUID)
    expect(idB).toMatch(UUID)
    expect(idA).not.toBe(idB)
    fromFrame({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: idB, payload: { isConnected: false } })
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: idA, payload: { chainId: 1 } })
    await expect(a).resolves.toEqual({ chainId: 1 })
    await expect(b).resolves.toEqual({ isConnected: false })
    expect(endpoint.pendingCount()).toBe(0)
  })

  it('rejects on _ERROR with the payload message as the text', async () => {
    const { endpoint, ready, fromFrame, lastId } = setup()
    ready()
    const p = endpoint.request('CONNECT_OTP', { otp: '123456' })
    await flush()
    fromFrame({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: lastId(),
      payload: { message: 'Invalid code' },
    })
    await expect(p).rejects.toThrow('Invalid code')
  })

  it('ignores replies from another origin, from another window, with an unknown id, a wrong name or a bad shape', async () => {
    const { endpoint, ready, fromFrame, host, frame, lastId } = setup()
    ready()
    const p = endpoint.request('GET_CHAIN_ID')
    await flush()
    const id = lastId()
    const good = { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } }
    const other = fakeWindow()
    host.deliver({ ...good, payload: { chainId: 666 } }, 'http://evil.localhost:9999', frame.window)
    host.deliver({ ...good, payload: { chainId: 666 } }, FRAME, other.window)
    fromFrame({ ...good, id: crypto.randomUUID(), payload: { chainId: 666 } })
    fromFrame({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
    fromFrame({ ...good, payload: { chainId: 'not a chain' } })
    expect(endpoint.pendingCount()).toBe(1)
    fromFrame(good)
    await expect(p).resolves.toEqual({ chainId: 1 })
  })

  it('ignores READY and SESSION_UPDATE from anywhere but the frame', async () => {
    const onSessionUpdate = vi.fn()
    const { endpoint, host, frame, fromFrame } = setup({ onSessionUpdate })
    host.deliver(
      { type: '@w3m-frame/READY', payload: {} },
      'http://evil.localhost:9999',
      frame.window,
    )
    host.deliver(
      { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged' } },
      'http://evil.localhost:9999',
      frame.window,
    )
    host.deliver({ type: '@w3m-frame/READY', payload: {} }, FRAME, fakeWindow().window)
    expect(endpoint.isReady()).toBe(false)
    expect(onSessionUpdate).not.toHaveBeenCalled()
    fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'real' } })
    expect(onSessionUpdate).toHaveBeenCalledWith('real')
  })

  it('does not become ready on a READY without a payload object', () => {
    const { endpoint, fromFrame } = setup()
    fromFrame({ type: '@w3m-frame/READY' })
    fromFrame({ type: '@w3m-frame/READY', payload: 'x' })
    expect(endpoint.isReady()).toBe(false)
  })

  it('refuses a payload that does not fit the protocol, and sends nothing', async () => {
    const { endpoint, ready, frame } = setup()
    ready()
    await expect(
      endpoint.request('CONNECT_EMAIL', { email: 'not an email' }),
    ).rejects.toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
    expect(frame.posted).toHaveLength(0)
  })

  it('times out the connect calls after 30 s, calling the timeout handler', async () => {
    vi.useFakeTimers()
    const onTimeout = vi.fn()
    const { endpoint, ready } = setup({ onTimeout })
    ready()
    const connect = endpoint.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const chain = endpoint.request('GET_CHAIN_ID')
    const assertion = expect(connect).rejects.toMatchObject({ code: 'FRAME_ABORTED' })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    expect(onTimeout).toHaveBeenCalledWith('CONNECT_EMAIL')
    // Other requests have no timeout.
    expect(endpoint.pendingCount()).toBe(1)
    void chain
  })

  it('fails requests with SOCIALS_TIMEOUT when READY never comes', async () => {
    vi.useFakeTimers()
    const { endpoint } = setup()
    const p = endpoint.request('GET_CHAIN_ID')
    const assertion = expect(p).rejects.toMatchObject({ code: 'SOCIALS_TIMEOUT' })
    await vi.advanceTimersByTimeAsync(20_000)
    await assertion
  })

  it('aborts one request by its signal, and all matching ones with rejectPending', async () => {
    const { endpoint, ready } = setup()
    ready()
    const controller = new AbortController()
    const one = endpoint.request('GET_CHAIN_ID', undefined, { signal: controller.signal })
    const sign = endpoint.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x00', '0x0'],
    })
    const read = endpoint.request('RPC_REQUEST', { method: 'eth_chainId', params: [] })
    controller.abort()
    await expect(one).rejects.toThrow('Request was aborted')
    const count = endpoint.rejectPending(
      (name, method) => name === 'RPC_REQUEST' && method === 'personal_sign',
      new Error('Request was aborted'),
    )
    expect(count).toBe(1)
    await expect(sign).rejects.toThrow('Request was aborted')
    expect(endpoint.pendingCount()).toBe(1)
    void read
  })

  it('rejects everything pending and stops listening when destroyed', async () => {
    const { endpoint, ready, fromFrame, lastId } = setup()
    ready()
    const p = endpoint.request('GET_CHAIN_ID')
    await flush()
    const id = lastId()
    endpoint.destroy()
    await expect(p).rejects.toThrow('W3mFrame: iframe is not set')
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } })
    await expect(endpoint.request('GET_CHAIN_ID')).rejects.toThrow('W3mFrame: iframe is not set')
  })
})
