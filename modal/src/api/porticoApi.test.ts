/**
 * porticoApi (the account's data) against a real HTTP server on 127.0.0.1: its caches (SPEC §9),
 * its errors and its contracts; and the store carrying it once it has loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type CloudServer,
  cloudServerPerTest,
  createCloudStore,
  json,
} from './cloudServer.test-helpers.ts'
import { porticoApi } from './porticoApi.ts'

const server = cloudServerPerTest()
const handler = (next: Parameters<CloudServer['answer']>[0]) => server().answer(next)

afterEach(() => {
  vi.useRealTimers()
})

const makeStore = () => createCloudStore(server().client())

describe('the store and porticoApi', () => {
  it('every store carries the API once its module has loaded: reducer and middleware', async () => {
    handler((_s, res) => json(res, 200, { name: 'alice.reown.id', avatar: null }))
    const store = makeStore()
    const request = store.dispatch(porticoApi.endpoints.getIdentity.initiate({ address: '0xab' }))
    await request.unwrap()
    // RTK Query refuses to run without its middleware; the reducer keeps the answer.
    expect(store.getState().porticoApi?.queries).toMatchObject({
      'getIdentity({"address":"0xab"})': { status: 'fulfilled', data: { name: 'alice.reown.id' } },
    })
    request.unsubscribe()
  })
})

describe('porticoApi chain data and names', () => {
  it('reads a balance once within its 30 s cache, and again with forceUpdate', async () => {
    handler((_s, res) => json(res, 200, { balances: [] }))
    const store = makeStore()
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const first = store.dispatch(
      porticoApi.endpoints.getBalance.initiate({ address, chainId: 'eip155:31337' }),
    )
    await first.unwrap()
    const again = store.dispatch(
      porticoApi.endpoints.getBalance.initiate({ address, chainId: 'eip155:31337' }),
    )
    await again.unwrap()
    expect(server().seen.filter((s) => s.path.endsWith('/balance'))).toHaveLength(1)
    expect(server().seen[0]?.path).toBe(`/v1/account/${address}/balance`)
    expect(Object.fromEntries(server().seen[0]?.query ?? [])).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:31337',
      projectId: 'demo-project',
    })
    await store
      .dispatch(
        porticoApi.endpoints.getBalance.initiate({
          address,
          chainId: 'eip155:31337',
          forceUpdate: true,
        }),
      )
      .unwrap()
    expect(server().seen.filter((s) => s.path.endsWith('/balance'))).toHaveLength(2)
    expect(server().seen[1]?.query.get('forceUpdate')).toBe('true')
    first.unsubscribe()
    again.unsubscribe()
  })

  it('keeps an identity 5 minutes after its last use (SPEC §9), then asks again', async () => {
    handler((_s, res) => json(res, 200, { name: 'alice.reown.id', avatar: null }))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const store = makeStore()
    const read = async () => {
      const sub = store.dispatch(porticoApi.endpoints.getIdentity.initiate({ address: '0xab' }))
      const data = await sub.unwrap()
      sub.unsubscribe()
      return data
    }
    expect(await read()).toEqual({ name: 'alice.reown.id', avatar: null })
    await vi.advanceTimersByTimeAsync(299_000)
    await read()
    expect(server().seen).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(301_000)
    await read()
    expect(server().seen).toHaveLength(2)
  })

  it('hands an identity error back with its HTTP status', async () => {
    handler((_s, res) => json(res, 404, { code: 'NOT_FOUND', message: 'Error resolving name' }))
    const store = makeStore()
    const result = await store.dispatch(
      porticoApi.endpoints.getIdentity.initiate({ address: '0xab' }),
    )
    expect(result.error).toMatchObject({ status: 404 })
  })
})

describe('porticoApi responses (the contracts in shared)', () => {
  it.each([
    ['getBalance', { address: '0xabc' }, { balances: [{ symbol: 'ETH' }] }],
    ['getIdentity', { address: '0xabc' }, { name: 42, avatar: null }],
    ['getSupportedChains', undefined, { http: ['not-a-chain'], ws: [] }],
    ['getProfileAccount', 'bob.reown.id', { name: 'bob.reown.id' }],
  ] as const)(
    '%s: a body that breaks the contract is a failed request, not data',
    async (name, arg, body) => {
      handler((_s, res) => json(res, 200, body))
      const store = makeStore()
      const endpoint = porticoApi.endpoints[name] as unknown as {
        initiate(arg: unknown): Parameters<typeof store.dispatch>[0]
      }
      const result = (await store.dispatch(endpoint.initiate(arg))) as {
        data?: unknown
        error?: { status?: unknown; message?: string }
      }
      expect(result.data).toBeUndefined()
      expect(result.error).toMatchObject({ status: 'INVALID_RESPONSE' })
      expect(result.error?.message).toMatch(/^The cloud sent an invalid /)
    },
  )
})
