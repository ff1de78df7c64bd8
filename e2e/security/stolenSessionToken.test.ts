/**
 * Probe: a session token copied out of the frame (host page compromised, device storage read)
 * is useless without the device key it is bound to. The thief sends the victim's token to every
 * signing method with each kind of proof it can make: none, its own key's, one without the
 * token's hash, one naming the victim's public key but signed with its own, and a proof the
 * victim made for another request. Issue 16's "a stolen session token signed 0 of 34".
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
  address = (await loginByEmail(victim, env.mail, 'victim@example.com')).user.address
}, 60_000)
afterAll(() => env?.stop())

/** What a thief asks the frame to sign, each as the /api/rpc body the frame app would send. */
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

it('signs nothing for a stolen session token, whatever proof comes with it', async () => {
  const token = victim.token ?? ''
  const path = '/api/rpc'
  // A proof the victim made for another request (its own session read), seen on the wire.
  const seen = await createDeviceProof(victim.key, {
    method: 'GET',
    path: '/api/session',
    accessToken: token,
    now: env.clock.now(),
  })
  const proofsFor = async (body: string): Promise<[string, string | null | undefined][]> => {
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
  const statuses = new Set<number>()
  for (const request of signingRequests(address)) {
    const body = JSON.stringify(request)
    for (const [what, proof] of await proofsFor(body)) {
      const res = await thief.call('POST', path, undefined, { rawBody: body, token, proof })
      attempts++
      statuses.add(res.status)
      if (res.status === 200) signatures++
      expect({ method: request.method, what, status: res.status }).toEqual({
        method: request.method,
        what,
        status: 401,
      })
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
  // The victim, with its own key, still signs: the probe could have seen a signature.
  const own = await victim.call<{ result?: string }>('POST', path, signingRequests(address)[0])
  expect(own.status).toBe(200)
  expect(own.body.result).toMatch(/^0x[0-9a-f]{130}$/)
  printProbeSummary('stolen session token', {
    attempts,
    signatures,
    statuses: [...statuses].join('/'),
    'owner signatures': 1,
  })
  expect(signatures).toBe(0)
})
