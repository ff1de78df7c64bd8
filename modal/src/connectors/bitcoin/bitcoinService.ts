/**
 * The Bitcoin family as the core holds it before its code has loaded: the adapter
 * (bitcoinAdapter.ts, with sats-connect discovery) is imported only when the dapp configured a
 * Bitcoin network and something needs it — the core was built (discovery, after the open
 * path), a Bitcoin wallet was chosen, a restore found a Bitcoin session. Registered under
 * `bitcoinKey` for the thunks.
 */
import { serviceKey } from '../../store/serviceKey.ts'
import type { BitcoinAdapter, BitcoinAdapterDeps } from './bitcoinAdapter.ts'

export function createBitcoinService(deps: BitcoinAdapterDeps) {
  let adapter: Promise<BitcoinAdapter> | undefined
  let loaded: BitcoinAdapter | undefined
  return {
    load() {
      adapter ??= import('./bitcoinAdapter.ts').then(({ createBitcoinAdapter }) => {
        loaded = createBitcoinAdapter(deps)
        return loaded
      })
      adapter.catch(() => {
        adapter = undefined
      })
      return adapter
    },
    /** The adapter once loaded (what is connected is read from it without loading it). */
    get loaded() {
      return loaded
    },
  }
}

export type BitcoinService = ReturnType<typeof createBitcoinService>

export const bitcoinKey = serviceKey<BitcoinService>('bitcoin')
