/**
 * Reads from a bcoin regtest node: its HTTP API (address-indexed coins and transactions) and
 * its JSON-RPC (fee estimates). Shapes are checked with zod; addresses come back in the
 * wallets' spelling.
 */
import { RPC_TIMEOUT_MS } from '@portico/shared'
import { z } from 'zod'
import { fromBcoinAddress, toBcoinAddress } from './bitcoinAddress.ts'

const bcoinAddress = z
  .string()
  .nullable()
  .optional()
  .transform((a) => (a?.startsWith('rb1') ? fromBcoinAddress(a) : (a ?? null)))

export const bcoinCoinSchema = z.object({
  hash: z.string(),
  index: z.number().int(),
  value: z.number().int(),
  script: z.string(),
  /** -1 while in the mempool. */
  height: z.number().int(),
  coinbase: z.boolean(),
})
export type BcoinCoin = z.infer<typeof bcoinCoinSchema>

export const bcoinTxSchema = z.object({
  hash: z.string(),
  fee: z.number().int(),
  height: z.number().int(),
  /** Block time, 0 while unconfirmed; mtime is when the node first saw it. */
  time: z.number().int(),
  mtime: z.number().int(),
  inputs: z.array(
    z.object({
      address: bcoinAddress,
      coin: z.object({ value: z.number().int(), address: bcoinAddress }).nullable().optional(),
    }),
  ),
  outputs: z.array(z.object({ value: z.number().int(), address: bcoinAddress })),
})
export type BcoinTx = z.infer<typeof bcoinTxSchema>

export interface BcoinNode {
  coins(address: string): Promise<BcoinCoin[]>
  transactions(address: string): Promise<BcoinTx[]>
  rpc<T>(method: string, params?: unknown[]): Promise<T>
}

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) })
  if (!res.ok) throw new Error(`bcoin answered HTTP ${res.status} for ${new URL(url).pathname}`)
  return res.json()
}

export function bcoinNode(nodeUrl: string): BcoinNode {
  return {
    async coins(address) {
      const body = await getJson(`${nodeUrl}/coin/address/${toBcoinAddress(address)}`)
      return z.array(bcoinCoinSchema).parse(body)
    },
    async transactions(address) {
      const body = await getJson(`${nodeUrl}/tx/address/${toBcoinAddress(address)}`)
      return z.array(bcoinTxSchema).parse(body)
    },
    async rpc<T>(method: string, params: unknown[] = []) {
      const body = (await getJson(`${nodeUrl}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method, params }),
      })) as { result: T; error: { message: string } | null }
      if (body.error) throw new Error(`bcoin ${method}: ${body.error.message}`)
      return body.result
    },
  }
}
