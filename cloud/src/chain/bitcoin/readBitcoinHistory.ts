/**
 * An address's transactions on the regtest node as SPEC §3 Transactions, newest first: the
 * net BTC the address sent or received (fees counted on the sender's side).
 */
import type { Transaction } from '@portico/shared'
import type { BcoinNode, BcoinTx } from './bcoinNode.ts'
import { formatBtc } from './readBitcoinBalance.ts'

function toTransaction(tx: BcoinTx, caip2: string, address: string): Transaction {
  const inputs = tx.inputs.map((i) => ({
    address: i.coin?.address ?? i.address,
    value: i.coin?.value ?? 0,
  }))
  const spent = inputs
    .filter((i) => i.address === address)
    .reduce((s, i) => s + BigInt(i.value), 0n)
  const received = tx.outputs
    .filter((o) => o.address === address)
    .reduce((s, o) => s + BigInt(o.value), 0n)
  const net = received - spent
  const sent = spent > 0n
  const counterparty = sent
    ? (tx.outputs.find((o) => o.address !== address)?.address ?? address)
    : (inputs.find((i) => i.address !== address)?.address ?? '')
  const confirmed = tx.height > 0
  return {
    id: `${caip2}:${tx.hash}`,
    hash: tx.hash,
    metadata: {
      minedAt: new Date((confirmed ? tx.time : tx.mtime) * 1000).toISOString(),
      chain: caip2,
      status: confirmed ? 'confirmed' : 'pending',
      operationType: sent ? 'send' : 'receive',
      sentFrom: sent ? address : counterparty,
      sentTo: sent ? counterparty : address,
      ...(confirmed ? { blockNumber: tx.height } : {}),
    },
    transfers: [
      {
        direction: net === 0n ? 'self' : net > 0n ? 'in' : 'out',
        fungible_info: { name: 'Bitcoin', symbol: 'BTC' },
        quantity: { numeric: formatBtc(net < 0n ? -net : net), decimals: '8' },
      },
    ],
  }
}

export async function readBitcoinHistory(
  node: BcoinNode,
  caip2: string,
  address: string,
): Promise<Transaction[]> {
  const txs = await node.transactions(address)
  // Unconfirmed first, then by height, newest first.
  const height = (tx: BcoinTx) => (tx.height > 0 ? tx.height : Number.MAX_SAFE_INTEGER)
  return txs
    .sort((a, b) => height(b) - height(a) || b.mtime - a.mtime)
    .map((tx) => toTransaction(tx, caip2, address))
}
