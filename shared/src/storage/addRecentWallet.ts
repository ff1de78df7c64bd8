/** Keeps the recent-wallets list: newest first, no duplicates, at most 2 (SPEC §3, §9). */
import { RECENT_WALLETS_MAX } from '../constants.ts'

/** Puts `wallet` first, drops an older entry with the same id, and keeps the first two. */
export function addRecentWallet<W extends { id: string }>(recent: readonly W[], wallet: W): W[] {
  return [wallet, ...recent.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}
