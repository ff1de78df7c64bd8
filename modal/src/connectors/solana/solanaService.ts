/**
 * The Solana family as the core holds it before its code has loaded: the adapter
 * (solanaAdapter.ts, with Wallet Standard discovery) is imported only when the dapp configured
 * a Solana network and something needs it — the core was built (discovery, after the open
 * path), a Solana wallet or network was chosen, a restore found a Solana session. Registered
 * under `solanaKey` for the thunks.
 */
import { serviceKey } from '../../store/serviceKey.ts'
import type { SolanaAdapter, SolanaAdapterDeps } from './solanaAdapter.ts'

export function createSolanaService(deps: SolanaAdapterDeps) {
  let adapter: Promise<SolanaAdapter> | undefined
  let loaded: SolanaAdapter | undefined
  return {
    load() {
      adapter ??= import('./solanaAdapter.ts').then(({ createSolanaAdapter }) => {
        loaded = createSolanaAdapter(deps)
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

export type SolanaService = ReturnType<typeof createSolanaService>

export const solanaKey = serviceKey<SolanaService>('solana')
