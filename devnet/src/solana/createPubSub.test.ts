import { getAssociatedTokenAddressSync, transfer } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningSolanaCluster, startSolanaCluster } from './startSolanaCluster.ts'
import { deriveSolanaTestKeys } from './testKeys.ts'

let running: RunningSolanaCluster
let connection: Connection
const [alice, bob] = deriveSolanaTestKeys(2) as [Keypair, Keypair]

beforeAll(async () => {
  running = await startSolanaCluster({ port: 0, slotMs: 60_000 })
  connection = new Connection(running.url, {
    commitment: 'confirmed',
    wsEndpoint: running.url.replace('http', 'ws'),
  })
})
afterAll(() => running.stop())

/** A raw PubSub client: sends calls, collects every message. */
async function openSocket(url: string) {
  const socket = new WebSocket(url)
  const messages: Record<string, unknown>[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let id = 0
  const next = async (match: (m: Record<string, unknown>) => boolean) => {
    for (;;) {
      const found = messages.find(match)
      if (found) return found
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return {
    async call(method: string, params: unknown[] = []) {
      const callId = ++id
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: callId, method, params }))
      return next((m) => m.id === callId)
    },
    notification: (method: string) =>
      next((m) => m.method === method) as Promise<{
        params: { result: { value: unknown }; subscription: number }
      }>,
    close: () => socket.close(),
  }
}

describe('the PubSub websocket', () => {
  it('is answered on the RPC port too, and notifies at once for a signature that already landed', async () => {
    const signature = await connection.sendTransaction(
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: bob.publicKey,
          lamports: 1,
        }),
      ),
      [alice],
    )
    const client = await openSocket(running.url.replace('http', 'ws'))
    const { result } = (await client.call('signatureSubscribe', [
      signature,
      { commitment: 'confirmed' },
    ])) as {
      result: number
    }
    const note = await client.notification('signatureNotification')
    expect(note.params.subscription).toBe(result)
    expect(note.params.result.value).toEqual({ err: null })
    client.close()
  })

  it('sends jsonParsed token account changes to their subscribers', async () => {
    const usdc = new PublicKey(running.deployment.mints[0]?.address ?? '')
    const to = getAssociatedTokenAddressSync(usdc, bob.publicKey)
    const client = await openSocket(running.wsUrl)
    await client.call('accountSubscribe', [to.toBase58(), { encoding: 'jsonParsed' }])
    const from = getAssociatedTokenAddressSync(usdc, alice.publicKey)
    await transfer(connection, alice, from, to, alice, 1_000_000n)
    const note = await client.notification('accountNotification')
    expect(note.params.result.value).toMatchObject({
      data: {
        program: 'spl-token',
        parsed: { info: { tokenAmount: { uiAmountString: '10001' } } },
      },
    })
    client.close()
  })

  it('sends the logs of transactions that mention an address', async () => {
    const watched = Keypair.generate().publicKey
    const logs = new Promise<{ signature: string; logs: string[] }>((resolve) => {
      const id = connection.onLogs(watched, (entry) => {
        void connection.removeOnLogsListener(id)
        resolve(entry)
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: watched, lamports: 1e6 }),
      ),
      [alice],
    )
    expect(await logs).toMatchObject({
      signature,
      logs: expect.arrayContaining([expect.stringContaining('success')]),
    })
  })

  it('answers bad subscriptions with JSON-RPC errors', async () => {
    const client = await openSocket(running.wsUrl)
    expect(await client.call('accountUnsubscribe', [424242])).toMatchObject({
      error: { code: -32602 },
    })
    expect(await client.call('programSubscribe', [])).toMatchObject({ error: { code: -32601 } })
    expect(await client.call('signatureSubscribe', ['not-a-signature'])).toMatchObject({
      error: { code: -32602 },
    })
    const { result } = (await client.call('slotSubscribe')) as { result: number }
    expect(await client.call('slotUnsubscribe', [result])).toMatchObject({ result: true })
    client.close()
  })
})
