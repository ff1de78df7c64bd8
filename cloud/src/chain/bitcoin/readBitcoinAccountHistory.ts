/**
 * The history route's bip122 answer: the address's newest `limit` transactions on the served
 * regtest node, unconfirmed first. One page only (next: null): a devnet address has few.
 */
import { type AccountHistory, createPorticoError } from '@portico/shared'
import type { CloudContext } from '../../cloudContext.ts'
import type { BitcoinAddressInfo } from './bitcoinAddress.ts'
import { readBitcoinHistory } from './readBitcoinHistory.ts'
import { servedBitcoinNode } from './servedBitcoinNode.ts'

export async function readBitcoinAccountHistory(
  ctx: CloudContext,
  info: BitcoinAddressInfo,
  query: { chainId?: string; onramp?: string; limit: number; cursor?: unknown },
): Promise<AccountHistory> {
  const served = servedBitcoinNode(ctx, info, query.chainId)
  if (!served || query.onramp || query.cursor) return { data: [], next: null }
  try {
    const [data, usdPrice] = await Promise.all([
      readBitcoinHistory(served.node, served.caip2, info.address),
      ctx.bitcoinPrices.usdPrice(served.caip2),
    ])
    if (usdPrice !== undefined)
      for (const tx of data)
        for (const transfer of tx.transfers) {
          transfer.price = usdPrice
          transfer.value = Number(transfer.quantity.numeric) * usdPrice
        }
    return { data: data.slice(0, query.limit), next: null }
  } catch (cause) {
    throw createPorticoError('TRANSACTIONS_FETCH_FAILED', {
      status: 502,
      cause,
      details: 'The Bitcoin node did not answer',
    })
  }
}
