/**
 * The Solana family as the core holds it before its code has loaded: the adapter
 * (solanaAdapter.ts, with Wallet Standard discovery) is imported only when the dapp configured
 * a Solana network and something needs it — the core was built (discovery, after the open
 * path), a Solana wallet or network was chosen, a restore found a Solana session. Registered
 * under `solanaKey` for the thunks.
 */
import { serviceKey } from '../../store/serviceKey.ts'
import { createFamilyService, defineFamily, type FamilyService } from '../familyService.ts'
import type { SolanaAdapter, SolanaAdapterDeps } from './solanaAdapter.ts'

export const createSolanaService = (deps: SolanaAdapterDeps) =>
  createFamilyService(() =>
    import('./solanaAdapter.ts').then(({ createSolanaAdapter }) => createSolanaAdapter(deps)),
  )

export type SolanaService = FamilyService<SolanaAdapter>

export const solanaKey = serviceKey<SolanaService>('solana')

export const solanaFamily = defineFamily({
  namespace: 'solana',
  label: 'Solana',
  key: solanaKey,
  create: ({ store, storage, networks, rpcUrl, auth }) =>
    createSolanaService({ store, storage, networks, rpcUrl, auth }),
})
