/** What the Account view and its tabs ask of the core (views/account). */
import type { AccountNfts } from '@portico/shared'
import type { AccountTab } from './accountSlice.ts'

export interface AccountActions {
  /** The Account view opened: the profile (identity) and the token balances, from the caches. */
  load(): void
  setTab(tab: AccountTab): void
  /** The token balances again (subject to the 30 s block after a failure). */
  loadTokenBalance(): void
  /** The first page of activity, once per account and chain; the next page with `more`. */
  loadTransactions(options?: { more?: boolean }): void
  /**
   * While the Activity tab is on screen: the first page read again at once and every few
   * seconds, merged into the list without a spinner. Returns the function that stops it.
   */
  watchTransactions(options?: { isVisible?(): boolean }): () => void
  /** A page of the account's NFTs (spam left out); rejects when the cloud fails. */
  fetchNfts(cursor?: string): Promise<AccountNfts>
  /** Everything a send changes: the balances (past the caches) and the activity. */
  refresh(): void
}
