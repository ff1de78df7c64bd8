/** What follows when one chain family's wallet goes (every family's sink calls it). */
import type { ChainNamespace } from '@portico/shared'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { setActiveNamespace } from '../store/networkSlice.ts'
import { resetView } from '../store/routerSlice.ts'

/**
 * `namespace` lost its wallet: if it was the active one, another connected namespace becomes
 * active (its account shows), else Connect shows.
 */
export function switchAwayFrom(store: PorticoStore, namespace: ChainNamespace): void {
  const state = store.getState()
  if (state.network.activeNamespace !== namespace) return
  const other = (Object.keys(state.account.byNamespace) as ChainNamespace[]).find(
    (ns) => ns !== namespace && state.account.byNamespace[ns]?.caipAddress,
  )
  if (other) {
    store.dispatch(setActiveNamespace(other))
  } else if (state.router.view !== 'Connect') store.dispatch(resetView('Connect'))
}
