/**
 * A stored transaction in the shape of SPEC §3 "Transaction", from the account's point of
 * view: only the transfers to or from the account, each with its direction; the operation
 * type from those (mint when all came from the zero address, burn when all went to it, trade
 * when value went both ways, execute when the account only sent the transaction); sentFrom and
 * sentTo the parties of its first transfer (the transaction's own from and to without one).
 * What went out comes before what came in (a trade reads "paid → got"), each in stored order:
 * a transfer made inside a call (log index -2 and below) has no place among the logs to keep.
 */
import {
  formatCaipNetworkId,
  type Transaction,
  type TransactionOperationType,
  type TransactionTransfer,
} from '@portico/shared'
import { formatUnits, getAddress, zeroAddress } from 'viem'
import type { ContractLabels } from './labelContracts.ts'
import { UNKNOWN_FUNGIBLE } from './labelContracts.ts'
import type { StoredTransaction, StoredTransfer } from './queryAccountHistory.ts'

export interface TransactionView {
  /** Lower-case 0x address whose history this is. */
  account: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  labels: ContractLabels
  /** USD prices by lower-case token address; `native` for the chain's currency. */
  prices: ReadonlyMap<string, number>
  /** Absolute URLs of a token icon and of an NFT's image. */
  tokenIconUrl(symbol: string): string
  nftImageUrl(contract: string, tokenId: string): string
}

function directionOf(transfer: StoredTransfer, account: string): 'in' | 'out' | 'self' {
  if (transfer.from === account && transfer.to === account) return 'self'
  return transfer.from === account ? 'out' : 'in'
}

function operationTypeOf(transfers: StoredTransfer[], account: string): TransactionOperationType {
  if (transfers.length === 0) return 'execute'
  const ins = transfers.filter((t) => directionOf(t, account) === 'in')
  const outs = transfers.filter((t) => directionOf(t, account) === 'out')
  if (ins.length && outs.length) return 'trade'
  if (ins.length && ins.every((t) => t.from === zeroAddress)) return 'mint'
  if (outs.length && outs.every((t) => t.to === zeroAddress)) return 'burn'
  return ins.length ? 'receive' : 'send'
}

/** A transfer of the chain's currency or of an ERC-20 (with its contract): amount, icon, price. */
function fungibleTransfer(
  direction: TransactionTransfer['direction'],
  currency: { name: string; symbol: string; decimals: number },
  amount: string | null,
  view: TransactionView,
  price: number | undefined,
  contractAddress?: string,
): TransactionTransfer {
  const numeric = formatUnits(BigInt(amount ?? 0), currency.decimals)
  return {
    direction,
    ...(contractAddress === undefined ? {} : { contractAddress }),
    fungible_info: {
      name: currency.name,
      symbol: currency.symbol,
      icon: { url: view.tokenIconUrl(currency.symbol) },
    },
    quantity: { numeric, decimals: String(currency.decimals) },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}

function toTransfer(t: StoredTransfer, view: TransactionView): TransactionTransfer {
  const direction = directionOf(t, view.account)
  if (t.kind === 'native')
    return fungibleTransfer(
      direction,
      view.nativeCurrency,
      t.amount,
      view,
      view.prices.get('native'),
    )
  const contract = t.contract ?? ''
  const contractAddress = getAddress(contract)
  if (t.kind === 'erc721') {
    const collection = view.labels.collections.get(contract)
    const tokenId = t.tokenId ?? '0'
    return {
      direction,
      contractAddress,
      nft_info: {
        name: `${collection?.name ?? 'Unknown collection'} #${tokenId}`,
        tokenId,
        flags: { is_spam: collection?.isSpam ?? true },
        content: { preview: { url: view.nftImageUrl(contractAddress, tokenId) } },
      },
      quantity: { numeric: '1', decimals: '0' },
    }
  }
  const token = view.labels.fungibles.get(contract) ?? UNKNOWN_FUNGIBLE
  return fungibleTransfer(
    direction,
    token,
    t.amount,
    view,
    view.prices.get(contract),
    contractAddress,
  )
}

export function toTransaction(tx: StoredTransaction, view: TransactionView): Transaction {
  const { account } = view
  const mine = tx.transfers.filter((t) => t.from === account || t.to === account)
  const own = [
    ...mine.filter((t) => directionOf(t, account) !== 'in'),
    ...mine.filter((t) => directionOf(t, account) === 'in'),
  ]
  const first = own[0]
  const chain = formatCaipNetworkId({ chainNamespace: 'eip155', chainId: tx.chainId })
  const checksum = (address: string | null) => (address ? getAddress(address) : '')
  return {
    id: `${chain}:${tx.hash}`,
    hash: tx.hash,
    metadata: {
      minedAt: new Date(tx.blockTime * 1000).toISOString(),
      chain,
      status: tx.status,
      operationType: operationTypeOf(own, account),
      sentFrom: checksum(first ? first.from : tx.txFrom),
      sentTo: checksum(first ? first.to : tx.txTo),
      blockNumber: tx.blockNumber,
    },
    transfers: own.map((t) => toTransfer(t, view)),
  }
}
