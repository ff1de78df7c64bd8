/** POST /api/rpc/solana-send against a real litesvm cluster: sent, refused, checked. */
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import { loginByEmail } from '../testing/loginByEmail.ts'
import { type FrameTestEnv, startFrameTestEnv } from '../testing/startFrameTestEnv.ts'

let env: FrameTestEnv
let client: FrameApiClient
let chain: string
const seed = new Uint8Array(32).fill(42)
const payer = ed25519.getPublicKey(seed)

const u64 = (value: bigint) => {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, value, true)
  return [...out]
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(env.solana?.url ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** A legacy SOL transfer from `payer`, signed with its seed, as the frame's worker would. */
async function signedTransfer(to: Uint8Array, lamports: bigint): Promise<string> {
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [])
  const message = new Uint8Array([
    1,
    0,
    1,
    3,
    ...payer,
    ...to,
    ...new Uint8Array(32),
    ...base58.decode(value.blockhash),
    1,
    2,
    2,
    0,
    1,
    12,
    2,
    0,
    0,
    0,
    ...u64(lamports),
  ])
  return base64.encode(new Uint8Array([1, ...ed25519.sign(message, seed), ...message]))
}

const balance = async (key: Uint8Array) =>
  (await rpc<{ value: number }>('getBalance', [base58.encode(key)])).value

const send = (body: unknown, c = client) =>
  c.call<{ result?: string; code?: string; message?: string }>('POST', '/api/rpc/solana-send', body)

beforeAll(async () => {
  env = await startFrameTestEnv({ solana: true })
  chain = env.solana?.deployment.caip2 ?? ''
  client = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  await loginByEmail(client, env.mail, 'solana@example.com')
  await rpc('requestAirdrop', [base58.encode(payer), 1_000_000_000])
}, 60_000)
afterAll(() => env?.stop())

describe('POST /api/rpc/solana-send', () => {
  it('sends a signed transfer to the configured cluster and answers its signature', async () => {
    const receiver = new Uint8Array(32).fill(3)
    const transaction = await signedTransfer(receiver, 2_000_000n)
    const sent = await send({ chain, transaction })
    expect(sent.status).toBe(200)
    expect(sent.body.result).toBe(base58.encode(base64.decode(transaction).subarray(1, 65)))
    expect(await balance(receiver)).toBe(2_000_000)
  })

  it("gives SPEC §8's Solana send text when the cluster refuses, and moves nothing", async () => {
    const receiver = new Uint8Array(32).fill(4)
    const sent = await send({ chain, transaction: await signedTransfer(receiver, 10n ** 15n) })
    expect(sent.status).toBe(400)
    expect(sent.body).toMatchObject({
      code: 'RPC_ERROR',
      message: 'Failed to send transaction. Please try again.',
    })
    expect(await balance(receiver)).toBe(0)
  })

  it('refuses other clusters, bad input and callers without a session, sending nothing', async () => {
    const receiver = new Uint8Array(32).fill(5)
    const transaction = await signedTransfer(receiver, 1_000n)
    expect(
      (await send({ chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', transaction })).body,
    ).toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' })
    for (const body of [
      { chain, transaction: 'not base64!' },
      { chain: 'eip155:1', transaction },
      { chain },
      { chain, transaction: 'A'.repeat(5000) },
    ]) {
      const res = await send(body)
      expect({ body, status: res.status, code: res.body.code }).toEqual({
        body,
        status: 400,
        code: 'SCHEMA_INVALID_INPUT',
      })
    }
    const stranger = createFrameApiClient(
      () => env.frame.url,
      await createDeviceKey(),
      env.clock.now,
    )
    expect((await send({ chain, transaction }, stranger)).status).toBe(401)
    expect(await balance(receiver)).toBe(0)
  })
})
