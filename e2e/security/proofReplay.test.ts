/**
 * Probe: a device proof seen on the wire (network attacker, logging proxy) cannot be sent again.
 * The owner's own request for its auth share (what a signature in the frame's worker starts
 * with, KEYS.md) goes through once; the same token, body and proof sent again (one after the
 * other, and ten at once to race the replay cache) are refused.
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
import { createTestWallet, enrol } from '../../secure-frame/server/testing/walletTestKit.ts'
import { printProbeSummary } from './printProbeSummary.ts'

let env: FrameTestEnv
let owner: FrameApiClient
beforeAll(async () => {
  env = await startFrameTestEnv()
  owner = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  await loginByEmail(owner, env.mail, 'replay@example.com')
  const wallet = createTestWallet()
  const created = await owner.call('POST', '/api/wallet', {
    evmAddress: wallet.evmAddress,
    solanaAddress: wallet.solanaAddress,
    ...(await enrol(wallet)).body,
  })
  if (created.status !== 200) throw new Error(`wallet answered ${created.status}`)
}, 60_000)
afterAll(() => env?.stop())

it('accepts each device proof once: a replay, sequential or racing, gets no share', async () => {
  const path = '/api/wallet/auth-share'
  const captured = async () => {
    const body = JSON.stringify({})
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
  const first = await captured()
  expect((await first()).status).toBe(200)
  const replays = [await first(), await first()]
  // Racing: the same fresh proof ten times at once; the cache must let exactly one through.
  const race = await captured()
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
