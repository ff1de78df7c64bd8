/**
 * The account's transaction list (SPEC §4 "Transaction list"): loading, then empty (no results
 * or an error) or filled, with the cursor of the next page. Pages are appended as they come;
 * spam-flagged NFT-only transactions and those of another chain are left out (SPEC §5).
 * The fetching (and the background refresh while Activity is on screen) is transactionsThunks.ts.
 */
import type { Transaction } from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetAccount } from './accountSlice.ts'

export interface TransactionsState {
  /** Whose list this is (`{caipNetworkId}:{address}`); a request for another starts afresh. */
  owner?: string
  transactions: Transaction[]
  /** The cursor of the next page; none when the last page came. */
  next?: string
  loading: boolean
  /** The last fetch found nothing to show, or failed. */
  empty: boolean
  /** A first page (or a failure) came for the owner, so revisiting the tab need not fetch. */
  loaded: boolean
}

const initialState: TransactionsState = {
  transactions: [],
  loading: false,
  empty: false,
  loaded: false,
}

/** Every transfer is an NFT flagged as spam (a transaction with no transfers is kept). */
export function isSpamNftOnly(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags.is_spam === true)
}

/** Whether the transaction happened on `caipNetworkId` (CAIP-2 ids compare without case). */
export function isOnChain(transaction: Transaction, caipNetworkId: string): boolean {
  return transaction.metadata.chain.toLowerCase() === caipNetworkId.toLowerCase()
}

/** What the list shows of a page: no spam-only NFT transactions, only the connected chain. */
export function visibleTransactions(page: readonly Transaction[], caipNetworkId: string) {
  return page.filter((t) => !isSpamNftOnly(t) && isOnChain(t, caipNetworkId))
}

/** An empty list of `owner`, nothing loaded. */
function clear(state: TransactionsState, owner: string) {
  state.owner = owner
  state.transactions = []
  state.next = undefined
  state.loading = false
  state.empty = false
  state.loaded = false
}

export interface TransactionsPage {
  owner: string
  /** The connected chain (CAIP-2). */
  chainId: string
  data: Transaction[]
  next?: string | null
  /** A first page: it replaces the list instead of extending it (a refresh). */
  replace?: boolean
}

export const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    transactionsRequested(state, { payload }: PayloadAction<{ owner: string }>) {
      if (state.owner !== payload.owner) clear(state, payload.owner)
      state.loading = true
    },
    /** A page for another owner (the account or chain changed meanwhile) is dropped. */
    transactionsReceived(state, { payload }: PayloadAction<TransactionsPage>) {
      if (state.owner !== payload.owner) return
      const kept = payload.replace ? [] : state.transactions
      const seen = new Set(kept.map((t) => t.id))
      const added = visibleTransactions(payload.data, payload.chainId).filter(
        (t) => !seen.has(t.id) && seen.add(t.id),
      )
      state.transactions = [...kept, ...added]
      state.next = payload.next ?? undefined
      state.loading = false
      state.loaded = true
      state.empty = state.transactions.length === 0
    },
    /**
     * The first page read again in the background (new activity while the tab is open, or after
     * a send), merged into what is shown: the page's entries first (new ones and updated known
     * ones), then the older ones already loaded, so pages loaded by "Load more" stay with their
     * cursor. A page that shares nothing with a non-empty list (more came than a page holds)
     * replaces it, cursor included, so no gap is shown. Nothing happens before a first page.
     */
    transactionsPolled(state, { payload }: PayloadAction<TransactionsPage>) {
      if (state.owner !== payload.owner || !state.loaded) return
      // A transaction that reads the same keeps its object: an unchanged poll changes nothing.
      const known = new Map(state.transactions.map((t) => [t.id, t]))
      const page = visibleTransactions(payload.data, payload.chainId).map((t) => {
        const old = known.get(t.id)
        return old && JSON.stringify(old) === JSON.stringify(t) ? old : t
      })
      const inPage = new Set(page.map((t) => t.id))
      const overlaps = state.transactions.some((t) => inPage.has(t.id))
      const merged = overlaps
        ? [...page, ...state.transactions.filter((t) => !inPage.has(t.id))]
        : page
      const unchanged =
        merged.length === state.transactions.length &&
        merged.every((t, i) => t === state.transactions[i])
      if (!unchanged) state.transactions = merged
      if (!overlaps) state.next = payload.next ?? undefined
      state.empty = state.transactions.length === 0
    },
    /** SPEC §4: a failure leaves an empty list. */
    transactionsFailed(state, { payload }: PayloadAction<{ owner: string }>) {
      if (state.owner !== payload.owner) return
      clear(state, payload.owner)
      state.empty = true
      state.loaded = true
    },
    resetTransactions: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(resetAccount, () => initialState)
  },
})

export const {
  transactionsRequested,
  transactionsReceived,
  transactionsPolled,
  transactionsFailed,
  resetTransactions,
} = transactionsSlice.actions

type WithTransactions = { transactions: TransactionsState }

export const selectTransactionsState = (state: WithTransactions): TransactionsState =>
  state.transactions
