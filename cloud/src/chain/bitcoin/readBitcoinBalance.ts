/**
 * An address's BTC on the regtest node as a token balance: confirmed and unconfirmed (mempool)
 * sats, and its spendable UTXOs (the send flow selects from them), under `bip122`; priced in
 * USD by the cloud's BTC price oracle (0 when it knows none).
 */
import type { TokenBalance } from '@portico/shared'
import type { BcoinNode } from './bcoinNode.ts'

export interface BitcoinUtxo {
  txid: string
  vout: number
  /** Sats, as decimal text. */
  value: string
  /** The output script, hex. */
  script: string
  /** Block height; null while in the mempool. */
  height: number | null
}

export interface BitcoinBalance extends TokenBalance {
  bip122: { confirmed: string; unconfirmed: string; utxos: BitcoinUtxo[] }
}

const COIN = 100_000_000n

/** Sats → BTC decimal text without trailing zeros ("1.5", "0"). */
export function formatBtc(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const fraction = (abs % COIN).toString().padStart(8, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${abs / COIN}${fraction ? `.${fraction}` : ''}`
}

export async function readBitcoinBalance(
  node: BcoinNode,
  caip2: string,
  address: string,
  iconUrl: string,
  /** USD per BTC; undefined when no price is known. */
  usdPrice: number | undefined,
): Promise<BitcoinBalance> {
  const coins = await node.coins(address)
  let confirmed = 0n
  let unconfirmed = 0n
  for (const coin of coins) {
    if (coin.height > 0) confirmed += BigInt(coin.value)
    else unconfirmed += BigInt(coin.value)
  }
  const numeric = formatBtc(confirmed + unconfirmed)
  return {
    name: 'Bitcoin',
    symbol: 'BTC',
    chainId: caip2,
    // Without a price the modal shows no USD value rather than a made-up one.
    price: usdPrice ?? 0,
    ...(usdPrice === undefined ? {} : { value: Number(numeric) * usdPrice }),
    quantity: { decimals: '8', numeric },
    iconUrl,
    bip122: {
      confirmed: confirmed.toString(),
      unconfirmed: unconfirmed.toString(),
      utxos: coins.map((c) => ({
        txid: c.hash,
        vout: c.index,
        value: String(c.value),
        script: c.script,
        height: c.height > 0 ? c.height : null,
      })),
    },
  }
}
