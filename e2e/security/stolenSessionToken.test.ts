/**
 * Probe: a session token copied out of the frame (host page compromised, device storage read)
 * is useless without the device key it is bound to. The thief sends the victim's token to every
 * signing method and every route that releases a key share (KEYS.md) with each kind of proof it
 * can make: none, its own key's, one without the token's hash, one naming the victim's public
 * key but signed with its own, and a proof the victim made for another request. Issue 16's "a
 * stolen session token signed 0 of 34"; since issue 17 the server signs nothing even for its
 * owner (approved: true included), so the shares are what a thief is after.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  createDeviceKey,
  createDeviceProof,
} from '../../secure-frame/server/proof/createDeviceProof.ts'
import {
  createFrameApiClient,
  type FrameApiClient,
} from '../../secure-frame/server/testing/frameApiClient.ts'
import { loginByEmail } from '../../secure-frame/server/testing/loginByEmail.ts'
import {
  type FrameTestEnv,
  startFrameTestEnv,
} from '../../secure-frame/server/testing/startFrameTestEnv.ts'
import {
  createTestWallet,
  enrol,
  wrapWithPassword,
} from '../../secure-frame/server/testing/walletTestKit.ts'
import { printProbeSummary } from './printProbeSummary.ts'

let env: FrameTestEnv
let victim: FrameApiClient
let thief: FrameApiClient
let address: string
beforeAll(async () => {
  env = await startFrameTestEnv()
  const newClient = async () =>
    createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  victim = await newClient()
  thief = await newClient()
  await loginByEmail(victim, env.mail, 'victim@example.com')
  // The victim's wallet, with a recovery password, so every share route has a share to give.
  const wallet = createTestWallet()
  address = wallet.evmAddress
  const created = await victim.call('POST', '/api/wallet', {
    evmAddress: wallet.evmAddress,
    solanaAddress: wallet.solanaAddress,
    ...(await enrol(wallet)).body,
  })
  const recovery = await victim.call(
    'PUT',
    '/api/wallet/recovery/password',
    wrapWithPassword(wallet.recoveryKey, 'victim recovery password'),
  )
  if (created.status !== 200 || recovery.status !== 200) throw new Error('wallet not set up')
}, 60_000)
afterAll(() => env?.stop())

/** What a thief asks for: signatures (as /api/rpc bodies) and the victim's key shares. */
const shareRequests: { path: string; body: unknown }[] = [
  { path: '/api/wallet/auth-share', body: {} },
  { path: '/api/wallet/recovery-bundle', body: {} },
  { path: '/api/wallet/export/start', body: {} },
  { path: '/api/wallet/export/auth-share', body: { otp: '000000' } },
  { path: '/api/wallet/legacy-keys', body: {} },
]
const signingRequests = (addr: string) => [
  { chainId: 31337, method: 'personal_sign', params: ['0x48656c6c6f', addr], approved: true },
  {
    chainId: 31337,
    method: 'eth_signTypedData_v4',
    params: [
      addr,
      JSON.stringify({
        types: {
          EIP712Domain: [{ name: 'name', type: 'string' }],
          M: [{ name: 'x', type: 'uint256' }],
        },
        primaryType: 'M',
        domain: { name: 'Thief' },
        message: { x: 1 },
      }),
    ],
    approved: true,
  },
  {
    chainId: 31337,
    method: 'eth_sendTransaction',
    params: [{ from: addr, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
    approved: true,
  },
]

it('signs nothing and releases no share for a stolen session token, whatever proof comes with it', async () => {
  const token = victim.token ?? ''
  // A proof the victim made for another request (its own session read), seen on the wire.
  const seen = await createDeviceProof(victim.key, {
    method: 'GET',
    path: '/api/session',
    accessToken: token,
    now: env.clock.now(),
  })
  const proofsFor = async (
    path: string,
    body: string,
  ): Promise<[string, string | null | undefined][]> => {
    const now = env.clock.now()
    return [
      ['no proof', null],
      ["thief's own key", undefined],
      [
        'proof without the token hash',
        await createDeviceProof(thief.key, { method: 'POST', path, body, now }),
      ],
      [
        "victim's public key, thief's signature",
        await createDeviceProof(
          { ...thief.key, publicJwk: victim.key.publicJwk },
          { method: 'POST', path, body, accessToken: token, now },
        ),
      ],
      ["victim's proof for another request", seen],
    ]
  }
  let attempts = 0
  let signatures = 0
  let shares = 0
  const statuses = new Set<number>()
  const targets = [
    ...signingRequests(address).map((body) => ({ path: '/api/rpc', body, what: body.method })),
    ...shareRequests.map((r) => ({ ...r, what: r.path })),
  ]
  for (const { path, body: request, what: target } of targets) {
    const body = JSON.stringify(request)
    for (const [what, proof] of await proofsFor(path, body)) {
      const res = await thief.call('POST', path, undefined, { rawBody: body, token, proof })
      attempts++
      statuses.add(res.status)
      if (res.status === 200) {
        if (path === '/api/rpc') signatures++
        else shares++
      }
      expect({ target, what, status: res.status }).toEqual({ target, what, status: 401 })
    }
  }
  // The session reads and changes are refused alike.
  for (const [method, route, body] of [
    ['GET', '/api/session', undefined],
    ['POST', '/api/session/chain', { chainId: 31337 }],
    ['POST', '/api/session/sign-out', undefined],
  ] as const) {
    const res = await thief.call(method, route, body, { token })
    attempts++
    statuses.add(res.status)
    expect({ route, status: res.status }).toEqual({ route, status: 401 })
  }
  // The victim, with its own key, gets its share (the probe could have seen one), while the
  // server signs nothing even for the owner's approved request.
  const own = await victim.call<{ authShare?: string }>('POST', '/api/wallet/auth-share', {})
  expect(own.status).toBe(200)
  expect(own.body.authShare).toMatch(/^[\w-]{87}$/)
  const ownSign = await victim.call('POST', '/api/rpc', signingRequests(address)[0])
  expect(ownSign).toMatchObject({ status: 400, body: { code: 'RPC_NOT_SUPPORTED' } })
  printProbeSummary('stolen session token', {
    attempts,
    signatures,
    'shares released': shares,
    statuses: [...statuses].join('/'),
    'owner shares': 1,
    'owner signatures by the server': 0,
  })
  expect(signatures).toBe(0)
  expect(shares).toBe(0)
})
