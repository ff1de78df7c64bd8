import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeOnBothDatabases } from '../testing/describeOnBothDatabases.ts'
import { registrationBody, sessionBody } from '../testing/signedBodies.ts'
import {
  countRows,
  OTHER_ORIGIN,
  TEST_ORIGIN,
  TEST_PROJECT_ID,
  TEST_SDK,
  useTestCloud,
} from '../testing/testCloud.ts'

const account = privateKeyToAccount(generatePrivateKey())
const address = account.address
const swapFrom = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const swapTo = `eip155:31337:${privateKeyToAccount(generatePrivateKey()).address}`

interface Sample {
  method: 'GET' | 'POST'
  path: string
  /** The RPC URL carries only chainId and projectId. */
  rpc?: boolean
  extra?: Record<string, string>
  body?: () => unknown
}

/** One valid request per route of the API: only the project checks can refuse them. */
const bodies: Record<string, unknown> = {}
const samples: Sample[] = [
  { method: 'GET', path: '/getWallets', extra: { page: '1', entries: '40' } },
  { method: 'GET', path: '/getAnalyticsConfig' },
  { method: 'GET', path: '/getWalletImage/metamask' },
  { method: 'GET', path: '/public/getAssetImage/eip155-1' },
  { method: 'GET', path: '/public/getCurrencyImage/USD' },
  { method: 'GET', path: '/public/getTokenImage/ETH' },
  { method: 'POST', path: '/e', body: () => bodies.event },
  { method: 'GET', path: '/v1/supported-chains' },
  { method: 'GET', path: `/v1/account/${address}/balance`, extra: { currency: 'usd' } },
  { method: 'GET', path: `/v1/account/${address}/history` },
  { method: 'GET', path: `/v1/account/${address}/nfts` },
  { method: 'GET', path: `/v1/nft/eip155:31337/${address}/1/image` },
  { method: 'POST', path: '/v1/fungible/price', body: () => bodies.price },
  { method: 'GET', path: '/v1/convert/tokens', extra: { chainId: 'eip155:31337' } },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    extra: { amount: '1', userAddress: address, from: swapFrom, to: swapTo },
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    extra: { tokenAddress: swapTo, userAddress: address },
  },
  { method: 'GET', path: '/v1/convert/gas-price', extra: { chainId: 'eip155:31337' } },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    extra: { userAddress: address, from: swapTo, to: swapFrom, amount: '1' },
  },
  { method: 'POST', path: '/v1/convert/build-transaction', body: () => bodies.swap },
  { method: 'GET', path: `/v1/identity/${address}` },
  { method: 'GET', path: '/v1/profile/account/guarded.reown.id', extra: { apiVersion: '2' } },
  { method: 'GET', path: `/v1/profile/reverse/${address}` },
  { method: 'GET', path: '/v1/profile/suggestions/guarded', extra: { zone: 'reown.id' } },
  { method: 'POST', path: '/v1/profile/account', body: () => bodies.registration },
  { method: 'GET', path: `/v1/sessions/${address}` },
  { method: 'POST', path: `/v1/sessions/${address}`, body: () => bodies.session },
  { method: 'POST', path: `/v1/sessions/${address}/revoke`, body: () => bodies.revoke },
  {
    method: 'POST',
    path: '/v1/',
    rpc: true,
    extra: { chainId: 'eip155:31337' },
    body: () => bodies.rpc,
  },
]

async function send(
  base: string,
  sample: Sample,
  query: Record<string, string | undefined>,
  headers: Record<string, string> = {},
) {
  const url = new URL(sample.path, base)
  for (const [k, v] of Object.entries({ ...query, ...sample.extra }))
    if (v !== undefined) url.searchParams.set(k, v)
  return fetch(url, {
    method: sample.method,
    headers: { ...(sample.body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: sample.body ? JSON.stringify(sample.body()) : undefined,
  })
}

describeOnBothDatabases('project checks on every route', (database) => {
  const cloud = useTestCloud(database)
  beforeAll(async () => {
    const pci = `0x${'2'.repeat(64)}`
    Object.assign(bodies, {
      event: {
        eventId: randomUUID(),
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { event: 'MODAL_OPEN' },
      },
      price: {
        currency: 'usd',
        projectId: TEST_PROJECT_ID,
        addresses: [`eip155:31337:${address}`],
      },
      registration: await registrationBody(account, 'guarded.reown.id'),
      session: await sessionBody(account),
      revoke: { pci, signature: await account.signMessage({ message: pci }) },
      rpc: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      swap: {
        amount: '1',
        eip155: { slippage: 1 },
        projectId: TEST_PROJECT_ID,
        from: swapFrom,
        to: swapTo,
        userAddress: address,
      },
    })
  })
  const project = { projectId: TEST_PROJECT_ID, ...TEST_SDK }

  it.each(samples.map((s) => [`${s.method} ${s.path}`, s] as const))(
    '%s: 400 without projectId or SDK fields, 401 for an unknown project, 403 for an origin off the allowlist',
    async (_, sample) => {
      const before = await countRows(database().db)
      const missing = await send(cloud().url, sample, { ...project, projectId: undefined })
      expect(missing.status).toBe(400)
      expect(await missing.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
      for (const field of ['st', 'sv'] as const) {
        // The RPC URL needs neither (this test cloud serves no chain: a JSON-RPC error, HTTP 200).
        const res = await send(cloud().url, sample, { ...project, [field]: undefined })
        expect(res.status, field).toBe(sample.rpc ? 200 : 400)
        await res.body?.cancel()
      }
      const unknown = await send(cloud().url, sample, { ...project, projectId: 'no-such-project' })
      expect(unknown.status).toBe(401)
      expect(await unknown.json()).toMatchObject({
        name: 'ApiError',
        code: 'INVALID_PROJECT_ID',
        message: 'Invalid App Configuration',
      })
      const foreign = await send(cloud().url, sample, project, { origin: OTHER_ORIGIN })
      expect(foreign.status).toBe(403)
      expect(await foreign.json()).toMatchObject({ code: 'INVALID_APP_CONFIGURATION' })
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
      expect(await countRows(database().db)).toEqual(before)
    },
  )

  describe('CORS', () => {
    it('answers the allowed origin, preflight included, and no other', async () => {
      const query = `projectId=${TEST_PROJECT_ID}&st=appkit&sv=1`
      const ok = await fetch(`${cloud().url}/getWallets?${query}`, {
        headers: { origin: TEST_ORIGIN },
      })
      expect(ok.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
      const preflight = await fetch(`${cloud().url}/e?${query}`, {
        method: 'OPTIONS',
        headers: {
          origin: TEST_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
      const foreign = await fetch(`${cloud().url}/e?${query}`, {
        method: 'OPTIONS',
        headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'POST' },
      })
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
      // Allowed for one project is not allowed for another.
      const quiet = await fetch(`${cloud().url}/getWallets?projectId=quiet-project&st=a&sv=1`, {
        headers: { origin: TEST_ORIGIN },
      })
      expect(quiet.status).toBe(403)
      expect(quiet.headers.get('access-control-allow-origin')).toBeNull()
    })
  })

  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await fetch(`${cloud().url}/v1/nothing-here`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' })
  })
})
