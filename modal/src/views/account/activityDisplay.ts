/**
 * How an activity entry reads (SPEC §4 "Transaction list display", §5 quantities): its title,
 * a description with the +/- prefix, the quantity (3 decimals, in the given Intl locale) and
 * symbol, and its image.
 */
import {
  formatTransactionQuantity,
  getTransactionDescriptionPrefix,
  type Transaction,
  type TransactionTransfer,
  truncateAddress,
} from '@portico/shared'

/**
 * SPEC §4's prefixes (+ receive, deposit, borrow, claim; - withdraw, repay, burn), and for the
 * types it does not list: a send takes away, a mint adds.
 */
export function activityPrefix(operationType: string): '+' | '-' | '' {
  const listed = getTransactionDescriptionPrefix(operationType)
  if (listed) return listed
  if (operationType === 'send') return '-'
  if (operationType === 'mint') return '+'
  return ''
}

/** An NFT by its name; a fungible transfer as its quantity and symbol. */
export function transferText(transfer: TransactionTransfer, locale?: string): string {
  if (transfer.nft_info) return transfer.nft_info.name
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${formatTransactionQuantity(transfer.quantity.numeric, locale)} ${symbol}`.trim()
}

export interface ActivityDisplay {
  title: string
  description: string
  imageUrl?: string
  /** What the monogram is drawn from when there is no image. */
  imageName: string
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function describeTransaction(transaction: Transaction, locale?: string): ActivityDisplay {
  const { operationType, sentTo } = transaction.metadata
  const title = capitalize(operationType)
  const { transfers } = transaction
  const first = transfers[0]
  if (!first) return { title, description: truncateAddress(sentTo), imageName: title }
  const imageUrl = first.nft_info?.content?.preview.url ?? first.fungible_info?.icon?.url
  const imageName = first.fungible_info?.symbol ?? first.nft_info?.name ?? title
  // A trade reads as what went out and what came in.
  const out = transfers.find((t) => t.direction === 'out')
  const received = transfers.find((t) => t.direction === 'in')
  if (operationType === 'trade' && out && received)
    return {
      title,
      description: `${transferText(out, locale)} → ${transferText(received, locale)}`,
      imageUrl,
      imageName,
    }
  const prefix = first.nft_info ? '' : activityPrefix(operationType)
  return { title, description: `${prefix}${transferText(first, locale)}`, imageUrl, imageName }
}
