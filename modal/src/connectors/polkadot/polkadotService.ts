/**
 * The Polkadot family as the core holds it before its code has loaded: the adapter
 * (polkadotAdapter.ts, with extension discovery) is imported only when the dapp configured a
 * Polkadot network and something needs it — the core was built (discovery, after the open
 * path), a Polkadot wallet was chosen, a restore found a Polkadot connector. Registered under
 * `polkadotKey` for the thunks.
 */
import { serviceKey } from '../../store/serviceKey.ts'
import type { PolkadotAdapter, PolkadotAdapterDeps } from './polkadotAdapter.ts'

export function createPolkadotService(deps: PolkadotAdapterDeps) {
  let adapter: Promise<PolkadotAdapter> | undefined
  let loaded: PolkadotAdapter | undefined
  return {
    load() {
      adapter ??= import('./polkadotAdapter.ts').then(({ createPolkadotAdapter }) => {
        loaded = createPolkadotAdapter(deps)
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

export type PolkadotService = ReturnType<typeof createPolkadotService>

export const polkadotKey = serviceKey<PolkadotService>('polkadot')
