/**
 * Probe: a device proof seen on the wire (network attacker, logging proxy) cannot be sent again.
 * The owner's own signing request goes through once; the same token, body and proof sent again
 * (one after the other, and ten at once to race the replay cache) are refused.
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
let owner: FrameApiClient
let address: string
beforeAll(async () => {
  env = await startFrameTestEnv()
  owner = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  address = (await loginByEmail(owner, env.mail, 'replay@example.com')).user.address
}, 60_000)
afterAll(() => env?.stop())

it('accepts each device proof once: a replay, sequential or racing, signs nothing', async () => {
  const path = '/api/rpc'
  const captured = async (message: string) => {
    const body = JSON.stringify({
      chainId: 31337,
      method: 'personal_sign',
      params: [message, address],
      approved: true,
    })
    const proof = await createDeviceProof(owner.key, {
      method: 'POST',
      path,
      body,
      accessToken: owner.token,
      now: env.clock.now(),
    })
    return () => owner.call('POST', path, undefined, { rawBody: body, proof })
  }
  // Sequential: the owner's request, then the attacker's copy of it.
  const first = await captured('0x01')
  expect((await first()).status).toBe(200)
  const replays = [await first(), await first()]
  // Racing: the same fresh proof ten times at once; the cache must let exactly one through.
  const race = await captured('0x02')
  const raced = await Promise.all(Array.from({ length: 10 }, race))
  const ok = (list: { status: number }[]) => list.filter((r) => r.status === 200).length
  printProbeSummary('proof replay', {
    'sequential replays': replays.length,
    'sequential replays accepted': ok(replays),
    'racing copies': raced.length,
    'racing copies accepted': ok(raced),
  })
  for (const r of replays) expect(r).toMatchObject({ status: 401, body: { code: 'INVALID_PROOF' } })
  expect(raced.filter((r) => r.status === 200)).toHaveLength(1)
  expect(raced.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(9).fill(401))
})
