/**
 * Brings a fresh regtest node to the state the stack expects: blocks mined and the test
 * accounts funded (payment 5 BTC, ordinals 1 BTC each), returned as the deployments entry.
 */
import { type BitcoinDeployment, toKeyEntry } from './bitcoinDeployment.ts'
import { deriveOrdinalsKey, derivePaymentKey } from './bitcoinKeys.ts'
import { createBitcoinRpc } from './bitcoinRpc.ts'
import { fundBitcoinAccounts } from './fundBitcoinAccounts.ts'

/** The mnemonic index of the key that mines (past the test accounts). */
export const BITCOIN_MINER_INDEX = 100
export const PAYMENT_SATS = 500_000_000n
export const ORDINALS_SATS = 100_000_000n

export async function deployBitcoin(
  nodeUrl: string,
  mnemonic: string,
  accountCount = 3,
): Promise<BitcoinDeployment> {
  const rpc = createBitcoinRpc(nodeUrl)
  const miner = derivePaymentKey(mnemonic, BITCOIN_MINER_INDEX)
  const accounts = Array.from({ length: accountCount }, (_, index) => ({
    index,
    payment: derivePaymentKey(mnemonic, index),
    ordinals: deriveOrdinalsKey(mnemonic, index),
  }))
  await fundBitcoinAccounts(nodeUrl, rpc, {
    miner,
    payments: accounts.flatMap((a) => [
      { key: a.payment, sats: PAYMENT_SATS },
      { key: a.ordinals, sats: ORDINALS_SATS },
    ]),
  })
  const genesisHash = await rpc<string>('getblockhash', [0])
  return {
    caip2: `bip122:${genesisHash.slice(0, 32)}`,
    genesisHash,
    nodeUrl,
    bech32Prefix: 'bcrt',
    miner: toKeyEntry(miner),
    accounts: accounts.map((a) => ({
      index: a.index,
      payment: { ...toKeyEntry(a.payment), sats: PAYMENT_SATS.toString() },
      ordinals: { ...toKeyEntry(a.ordinals), sats: ORDINALS_SATS.toString() },
    })),
  }
}
