/**
 * A landed Solana transaction (web3.js's ParsedTransactionWithMeta, from getTransaction with
 * jsonParsed) in the shape of SPEC §3 "Transaction", from one account's point of view. What
 * moved is read from the balances before and after (lamports per account, token amounts per
 * owner and mint), as wallets show it, so every program's transfers count, not only the
 * System and Token programs' instructions. The fee is set apart: it is `fee` when the account
 * paid it, never part of a SOL transfer. Counterparties are the first other party whose balance
 * moved the other way (a token account standing for its owner); a token that arrived from no
 * one was minted, one that left to no one burned (the mint stands for the other party then).
 * Token transfers come before SOL ones, so a token send's parties are the token's.
 */
import type { Transaction, TransactionOperationType, TransactionTransfer } from '@portico/shared'
import type { ParsedTransactionWithMeta, TokenBalance } from '@solana/web3.js'
import { formatUnits } from 'viem'
import type { SolanaMint } from './solanaClusters.ts'
import { SOL_PRICE_KEY } from './solanaPriceOracle.ts'
import { labelMint, SOL_CURRENCY } from './solanaTokens.ts'

export interface SolanaTransactionView {
  caip2: string
  /** The base58 account whose history this is. */
  account: string
  mints: readonly SolanaMint[]
  /** USD prices by mint address, SOL_PRICE_KEY for SOL. */
  prices: ReadonlyMap<string, number>
  tokenIconUrl(symbol: string): string
}

interface Movement {
  /** Mint address, or null for SOL. */
  mint: string | null
  party: string
  decimals: number
  delta: bigint
}

/** Net lamports per account, the fee given back to the payer (it is shown apart). */
function solMovements(tx: ParsedTransactionWithMeta, keys: string[]): Movement[] {
  const meta = tx.meta
  if (!meta) return []
  const byParty = new Map<string, bigint>()
  keys.forEach((party, i) => {
    const delta =
      BigInt(meta.postBalances[i] ?? 0) -
      BigInt(meta.preBalances[i] ?? 0) +
      (i === 0 ? BigInt(meta.fee) : 0n)
    byParty.set(party, (byParty.get(party) ?? 0n) + delta)
  })
  return [...byParty].map(([party, delta]) => ({
    mint: null,
    party,
    decimals: SOL_CURRENCY.decimals,
    delta,
  }))
}

/** Net token amounts per owner and mint. */
function tokenMovements(tx: ParsedTransactionWithMeta): Movement[] {
  const moves = new Map<string, Movement>()
  const add = (balances: TokenBalance[] | null | undefined, sign: 1n | -1n) => {
    for (const b of balances ?? []) {
      if (!b.owner) continue
      const key = `${b.owner}:${b.mint}`
      const seen = moves.get(key) ?? {
        mint: b.mint,
        party: b.owner,
        decimals: b.uiTokenAmount.decimals,
        delta: 0n,
      }
      seen.delta += sign * BigInt(b.uiTokenAmount.amount)
      moves.set(key, seen)
    }
  }
  add(tx.meta?.postTokenBalances, 1n)
  add(tx.meta?.preTokenBalances, -1n)
  return [...moves.values()]
}

interface OwnTransfer {
  direction: 'in' | 'out'
  move: Movement
  /** The other party, or null when a token was minted or burned. */
  counterparty: string | null
}

export function toSolanaTransaction(
  tx: ParsedTransactionWithMeta,
  view: SolanaTransactionView,
): Transaction {
  const { account } = view
  const keys = tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58())
  const signature = tx.transaction.signatures[0] ?? ''
  // Tokens first: a token send's first transfer is the token, not the rent of its new account.
  const moves = [...tokenMovements(tx), ...solMovements(tx, keys)].filter((m) => m.delta !== 0n)
  // A token account's lamports (its rent) are its owner's, as a counterparty.
  const tokenOwners = new Map(
    [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])].flatMap((b) =>
      b.owner && keys[b.accountIndex] ? [[keys[b.accountIndex] as string, b.owner]] : [],
    ),
  )
  const own: OwnTransfer[] = moves
    .filter((m) => m.party === account)
    .map((move) => {
      const direction = move.delta > 0n ? 'in' : 'out'
      const other = moves.find(
        (m) =>
          m.mint === move.mint && m.party !== account && m.delta > 0n === (direction === 'out'),
      )
      const counterparty = other ? (tokenOwners.get(other.party) ?? other.party) : null
      return { direction, move, counterparty }
    })
  const ins = own.filter((t) => t.direction === 'in')
  const outs = own.filter((t) => t.direction === 'out')
  const noCounterparty = (t: OwnTransfer) => t.move.mint !== null && t.counterparty === null
  let operationType: TransactionOperationType = 'execute'
  if (ins.length && outs.length) operationType = 'trade'
  else if (ins.length) operationType = ins.every(noCounterparty) ? 'mint' : 'receive'
  else if (outs.length) operationType = outs.every(noCounterparty) ? 'burn' : 'send'

  const first = own[0]
  const payer = keys[0] ?? ''
  const firstProgram = tx.transaction.message.instructions[0]?.programId.toBase58() ?? ''
  const otherParty = first ? (first.counterparty ?? first.move.mint ?? '') : ''
  const fee = tx.meta?.fee ?? 0
  const feePrice = view.prices.get(SOL_PRICE_KEY)
  const feeNumeric = formatUnits(BigInt(fee), SOL_CURRENCY.decimals)
  return {
    id: `${view.caip2}:${signature}`,
    hash: signature,
    metadata: {
      minedAt: new Date((tx.blockTime ?? 0) * 1000).toISOString(),
      chain: view.caip2,
      status: tx.meta?.err ? 'failed' : 'confirmed',
      operationType,
      sentFrom: first ? (first.direction === 'out' ? account : otherParty) : payer,
      sentTo: first ? (first.direction === 'in' ? account : otherParty) : firstProgram,
      blockNumber: tx.slot,
    },
    transfers: own.map((t) => toTransfer(t, view)),
    ...(payer === account
      ? {
          fee: {
            symbol: SOL_CURRENCY.symbol,
            quantity: { numeric: feeNumeric, decimals: String(SOL_CURRENCY.decimals) },
            ...(feePrice === undefined ? {} : { value: Number(feeNumeric) * feePrice }),
          },
        }
      : {}),
  }
}

function toTransfer(
  { direction, move }: OwnTransfer,
  view: SolanaTransactionView,
): TransactionTransfer {
  const label = move.mint ? labelMint(view.mints, move.mint, move.decimals) : SOL_CURRENCY
  const numeric = formatUnits(move.delta < 0n ? -move.delta : move.delta, label.decimals)
  const price = view.prices.get(move.mint ?? SOL_PRICE_KEY)
  return {
    direction,
    ...(move.mint ? { contractAddress: move.mint } : {}),
    fungible_info: {
      name: label.name,
      symbol: label.symbol,
      icon: { url: view.tokenIconUrl(label.symbol) },
    },
    quantity: { numeric, decimals: String(label.decimals) },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}
