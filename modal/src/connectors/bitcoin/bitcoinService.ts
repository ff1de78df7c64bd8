/**
 * The Bitcoin family as the core holds it before its code has loaded: the adapter
 * (bitcoinAdapter.ts, with sats-connect discovery) is imported only when the dapp configured a
 * Bitcoin network and something needs it — the core was built (discovery, after the open
 * path), a Bitcoin wallet was chosen, a restore found a Bitcoin session. Registered under
 * `bitcoinKey` for the thunks.
 */
import { serviceKey } from '../../store/serviceKey.ts'
import { createFamilyService, defineFamily, type FamilyService } from '../familyService.ts'
import type { BitcoinAdapter, BitcoinAdapterDeps } from './bitcoinAdapter.ts'

export const createBitcoinService = (deps: BitcoinAdapterDeps) =>
  createFamilyService(() =>
    import('./bitcoinAdapter.ts').then(({ createBitcoinAdapter }) => createBitcoinAdapter(deps)),
  )

export type BitcoinService = FamilyService<BitcoinAdapter>

export const bitcoinKey = serviceKey<BitcoinService>('bitcoin')

export const bitcoinFamily = defineFamily({
  namespace: 'bip122',
  label: 'Bitcoin',
  servesWithoutEvm: true,
  key: bitcoinKey,
  create: ({ store, storage, cloud, networks }) =>
    createBitcoinService({ store, storage, cloud, networks }),
})
