/**
 * One page of an account's history on a cluster, newest first: the signatures of the wallet
 * address and of its token accounts (getSignaturesForAddress on each: a token sent to an
 * existing token account names only that account, never its owner's address), merged by slot,
 * the transactions read in one batch (getTransaction, jsonParsed), priced once for the page, in
 * SPEC §3's shape. Each address is paged by its own `before` (a signature of its own history,
 * as the RPC requires): the cursor keeps one per address, null once it has no more.
 */
import type { Transaction } from '@portico/shared'
import { type ConfirmedSignatureInfo, PublicKey } from '@solana/web3.js'
import type { SolanaCluster } from './solanaClusters.ts'
import { solanaConnection } from './solanaConnection.ts'
import { SOL_PRICE_KEY, type SolanaPriceOracle } from './solanaPriceOracle.ts'
import { toSolanaTransaction } from './toSolanaTransaction.ts'

const TOKEN_PROGRAMS = [
  new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
  new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
]

/**
 * Per address (the wallet's and its token accounts'), the signature its next page starts after:
 * '' to start from its newest, null when it has no more. A token account missing from a cursor
 * was opened after the first page: everything it has is newer than the pages, so it is left out.
 */
export interface SolanaHistoryCursor {
  before: Record<string, string | null>
}

export interface SolanaHistoryInput {
  cluster: SolanaCluster
  owner: PublicKey
  /** Where the previous page ended, per address; absent for the first page. */
  cursor?: SolanaHistoryCursor
  limit: number
  prices: SolanaPriceOracle
  tokenIconUrl(symbol: string): string
}

export interface SolanaHistoryPage {
  data: Transaction[]
  /** Where the next page starts; null on the last page. */
  next: SolanaHistoryCursor | null
}

/**
 * The addresses' signatures newest first, once each: by slot, and within a slot in the order
 * every list gives (a transaction in two lists comes after what either list puts before it).
 */
export function mergeNewestFirst(lists: readonly ConfirmedSignatureInfo[][]) {
  const queues = lists.map((list) => [...list])
  const merged: ConfirmedSignatureInfo[] = []
  const seen = new Set<string>()
  const behindAnother = (queue: ConfirmedSignatureInfo[], signature: string) =>
    queues.some((other) => other !== queue && other.slice(1).some((s) => s.signature === signature))
  for (;;) {
    for (const queue of queues) while (queue[0] && seen.has(queue[0].signature)) queue.shift()
    const heads = queues.filter((queue) => queue.length > 0)
    if (heads.length === 0) return merged
    const slot = Math.max(...heads.map((queue) => queue[0]?.slot ?? 0))
    const tied = heads.filter((queue) => queue[0]?.slot === slot)
    const pick = tied.find((queue) => !behindAnother(queue, queue[0]?.signature ?? '')) ?? tied[0]
    const next = pick?.shift()
    if (!next) return merged
    seen.add(next.signature)
    merged.push(next)
  }
}

export async function readSolanaHistory(input: SolanaHistoryInput): Promise<SolanaHistoryPage> {
  const { cluster, owner, limit, cursor } = input
  const connection = solanaConnection(cluster.rpcUrl)
  const tokenAccounts = (
    await Promise.all(
      TOKEN_PROGRAMS.map((programId) => connection.getTokenAccountsByOwner(owner, { programId })),
    )
  ).flatMap(({ value }) => value.map((a) => a.pubkey.toBase58()))
  const addresses = [owner.toBase58(), ...tokenAccounts].filter(
    (address) => !cursor || typeof cursor.before[address] === 'string',
  )
  const lists = await Promise.all(
    addresses.map(async (address) => {
      const before = cursor?.before[address] || undefined
      const found = await connection.getSignaturesForAddress(new PublicKey(address), {
        limit: limit + 1,
        ...(before ? { before } : {}),
      })
      return { address, found }
    }),
  )
  const merged = mergeNewestFirst(lists.map((l) => l.found))
  const page = merged.slice(0, limit)
  const onPage = new Set(page.map((s) => s.signature))
  const next: SolanaHistoryCursor = { before: { ...cursor?.before } }
  let more = false
  for (const { address, found } of lists) {
    // The address's signatures on this page are the first of its own list.
    let shown = 0
    while (shown < found.length && onPage.has(found[shown]?.signature ?? '')) shown++
    const last = shown > 0 ? (found[shown - 1]?.signature ?? '') : (cursor?.before[address] ?? '')
    const exhausted = shown === found.length && found.length <= limit
    next.before[address] = exhausted ? null : last
    if (!exhausted) more = true
  }
  const txs = page.length
    ? await connection.getParsedTransactions(
        page.map((s) => s.signature),
        { maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      )
    : []
  const landed = txs.flatMap((tx) => (tx ? [tx] : []))
  const mints = new Set(
    landed.flatMap((tx) =>
      [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])].map(
        (b) => b.mint,
      ),
    ),
  )
  const prices = await input.prices.usdPrices({
    caip2: cluster.caip2,
    keys: [SOL_PRICE_KEY, ...mints],
    knownMints: cluster.mints,
  })
  const account = owner.toBase58()
  const data = landed.map((tx) =>
    toSolanaTransaction(tx, {
      caip2: cluster.caip2,
      account,
      mints: cluster.mints,
      prices,
      tokenIconUrl: input.tokenIconUrl,
    }),
  )
  return {
    data,
    next: more ? next : null,
  }
}
