/**
 * What a wallet needs from the regtest node, over fetch only (runs in the extension's worker
 * and the demo wallet page too): an address's UTXOs, a fee rate, and broadcasting.
 */
import { toBcoinAddress } from '../bcoinAddress.ts'
import type { SpendableUtxo } from '../buildTransfer.ts'

export interface RegtestNodeClient {
  utxos(address: string): Promise<SpendableUtxo[]>
  /** sat/vB for the next block: the node's estimate, else its minimum relay fee. */
  feeRate(): Promise<bigint>
  /** Sends a signed transaction; resolves with its txid once the mempool holds it. */
  broadcast(rawHex: string): Promise<string>
}

export function regtestNodeClient(nodeUrl: string): RegtestNodeClient {
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(`${nodeUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method, params }),
    })
    const body = (await res.json()) as { result: T; error: { message: string } | null }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result
  }
  return {
    async utxos(address) {
      const res = await fetch(`${nodeUrl}/coin/address/${toBcoinAddress(address)}`)
      if (!res.ok) throw new Error(`The Bitcoin node answered HTTP ${res.status}`)
      const coins = (await res.json()) as {
        hash: string
        index: number
        value: number
        script: string
      }[]
      return coins.map((c) => ({
        txid: c.hash,
        vout: c.index,
        value: BigInt(c.value),
        script: c.script,
      }))
    },
    async feeRate() {
      const estimate = await rpc<{ fee: number }>('estimatesmartfee', [1])
      const btcPerKvb =
        estimate.fee > 0
          ? estimate.fee
          : (await rpc<{ relayfee: number }>('getnetworkinfo')).relayfee
      const rate = BigInt(Math.ceil(Math.round(btcPerKvb * 1e8) / 1000))
      return rate > 0n ? rate : 1n
    },
    async broadcast(rawHex) {
      const txid = await rpc<string>('sendrawtransaction', [rawHex])
      // bcoin answers before its mempool took the transaction, and only logs a refusal.
      for (let wait = 0; wait < 40; wait++) {
        if ((await rpc<string[]>('getrawmempool')).includes(txid)) return txid
        await new Promise((r) => setTimeout(r, 25))
      }
      throw new Error(`The Bitcoin node refused transaction ${txid}`)
    },
  }
}
