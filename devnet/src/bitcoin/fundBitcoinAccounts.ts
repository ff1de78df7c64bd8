/**
 * Gives the devnet's Bitcoin accounts coins at start: mines 101 blocks to the miner key (the
 * first coinbase is then mature), pays every payment and ordinals account from it in one
 * transaction signed with @scure/btc-signer, and mines a block to confirm it.
 */
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { toBcoinAddress } from './bcoinAddress.ts'
import { type BitcoinKey, REGTEST } from './bitcoinKeys.ts'
import type { BitcoinRpc } from './bitcoinRpc.ts'

/** bcoin's coin JSON (GET /coin/address/:address). */
export interface BcoinCoin {
  hash: string
  index: number
  value: number
  script: string
  height: number
  coinbase: boolean
}

export interface FundingPlan {
  miner: BitcoinKey
  payments: { key: BitcoinKey; sats: bigint }[]
}

/**
 * bcoin 1.0.2's regtest activates segwit by BIP-9 signalling (windows of 144 blocks): active
 * from block 432. Before that it drops every witness spend. 500 blocks also mature the first
 * coinbase (50 BTC, spendable after 100 confirmations).
 */
const BLOCKS_AT_START = 500
const FUNDING_FEE_SATS = 2000n

export async function mineBlocks(
  rpc: BitcoinRpc,
  count: number,
  address: string,
): Promise<string[]> {
  return rpc<string[]>('generatetoaddress', [count, toBcoinAddress(address)])
}

/**
 * sendrawtransaction on bcoin answers with the txid even when its mempool refuses the
 * transaction (it only logs why): check the mempool holds it.
 */
export async function broadcastTransaction(rpc: BitcoinRpc, rawHex: string): Promise<string> {
  const txid = await rpc<string>('sendrawtransaction', [rawHex])
  // It adds the transaction to its mempool after answering.
  for (let wait = 0; wait < 40; wait++) {
    const mempool = await rpc<string[]>('getrawmempool', [])
    if (mempool.includes(txid)) return txid
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`The regtest node refused transaction ${txid} (it logs why)`)
}

export async function fundBitcoinAccounts(
  nodeUrl: string,
  rpc: BitcoinRpc,
  plan: FundingPlan,
): Promise<{ txid: string; height: number }> {
  await mineBlocks(rpc, BLOCKS_AT_START, plan.miner.address)
  const res = await fetch(`${nodeUrl}/coin/address/${toBcoinAddress(plan.miner.address)}`)
  const coins = (await res.json()) as BcoinCoin[]
  const coinbase = coins.filter((c) => c.coinbase && c.height === 1)[0]
  if (!coinbase) throw new Error('The first coinbase of the regtest chain is missing')
  const tx = new btc.Transaction()
  tx.addInput({
    txid: coinbase.hash,
    index: coinbase.index,
    witnessUtxo: { script: hex.decode(coinbase.script), amount: BigInt(coinbase.value) },
  })
  let paid = 0n
  for (const { key, sats } of plan.payments) {
    tx.addOutputAddress(key.address, sats, REGTEST)
    paid += sats
  }
  const change = BigInt(coinbase.value) - paid - FUNDING_FEE_SATS
  if (change < 0n) throw new Error('The funding plan asks for more than one coinbase holds')
  tx.addOutputAddress(plan.miner.address, change, REGTEST)
  tx.sign(plan.miner.privateKey)
  tx.finalize()
  const txid = await broadcastTransaction(rpc, tx.hex)
  await mineBlocks(rpc, 1, plan.miner.address)
  return { txid, height: BLOCKS_AT_START + 1 }
}
