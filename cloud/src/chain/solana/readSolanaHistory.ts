/**
 * One page of an account's history on a cluster, newest first: its signatures
 * (getSignaturesForAddress, `before` the previous page's last one), the transactions read in
 * one batch (getTransaction, jsonParsed), priced once for the page, in SPEC §3's shape.
 */
import type { Transaction } from '@portico/shared'
import type { PublicKey } from '@solana/web3.js'
import type { SolanaCluster } from './solanaClusters.ts'
import { solanaConnection } from './solanaConnection.ts'
import { SOL_PRICE_KEY, type SolanaPriceOracle } from './solanaPriceOracle.ts'
import { toSolanaTransaction } from './toSolanaTransaction.ts'

export interface SolanaHistoryInput {
  cluster: SolanaCluster
  owner: PublicKey
  /** The last signature of the previous page. */
  before?: string
  limit: number
  prices: SolanaPriceOracle
  tokenIconUrl(symbol: string): string
}

export interface SolanaHistoryPage {
  data: Transaction[]
  /** The signature the next page starts after; null on the last page. */
  lastSignature: string | null
}

export async function readSolanaHistory(input: SolanaHistoryInput): Promise<SolanaHistoryPage> {
  const { cluster, owner, limit } = input
  const connection = solanaConnection(cluster.rpcUrl)
  const found = await connection.getSignaturesForAddress(owner, {
    limit: limit + 1,
    ...(input.before ? { before: input.before } : {}),
  })
  const page = found.slice(0, limit)
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
    lastSignature: found.length > limit ? (page.at(-1)?.signature ?? null) : null,
  }
}
