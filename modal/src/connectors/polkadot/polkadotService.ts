/**
 * The Polkadot family as the core holds it before its code has loaded: the adapter
 * (polkadotAdapter.ts, with extension discovery) is imported only when the dapp configured a
 * Polkadot network and something needs it — the core was built (discovery, after the open
 * path), a Polkadot wallet was chosen, a restore found a Polkadot connector. Registered under
 * `polkadotKey` for the thunks.
 */
import { serviceKey } from '../../store/serviceKey.ts'
import { createFamilyService, defineFamily, type FamilyService } from '../familyService.ts'
import type { PolkadotAdapter, PolkadotAdapterDeps } from './polkadotAdapter.ts'

export const createPolkadotService = (deps: PolkadotAdapterDeps) =>
  createFamilyService(() =>
    import('./polkadotAdapter.ts').then(({ createPolkadotAdapter }) => createPolkadotAdapter(deps)),
  )

export type PolkadotService = FamilyService<PolkadotAdapter>

export const polkadotKey = serviceKey<PolkadotService>('polkadot')

export const polkadotFamily = defineFamily({
  namespace: 'polkadot',
  label: 'Polkadot',
  key: polkadotKey,
  create: ({ store, storage, networks, rpcUrl, options }) =>
    createPolkadotService({
      store,
      storage,
      networks,
      rpcUrl,
      // The name an extension shows when it asks the user to allow the page.
      originName: options.metadata?.name || document.title || location.host,
    }),
})
