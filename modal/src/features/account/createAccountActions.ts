/**
 * The Account view's actions: profile, token balances, activity and NFTs from the cloud, and
 * the current tab (SPEC §3 currentTab). The store's thunks do the fetching; this adds what only
 * the core has, the analytics of a failed activity fetch (SPEC §8).
 */
import { serializeError } from '@portico/shared'
import { porticoApi } from '../../api/porticoApi.ts'
import { selectActiveAccount, setCurrentTab } from './accountSlice.ts'
import { fetchProfile, fetchTokenBalance } from './accountThunks.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import {
  type FetchTransactionsOptions,
  fetchTransactions,
  pollTransactions,
  transactionsOwnerOf,
  watchTransactions,
} from './transactionsThunks.ts'
import type { AccountActions } from './AccountActions.ts'

export interface AccountActionsDeps {
  store: PorticoStore
  track(event: string, properties?: Record<string, unknown>): void
  /** Re-reads the native balance shown on Account (the connection's own RPC read). */
  refreshNativeBalance(): void
}

export function createAccountActions({
  store,
  track,
  refreshNativeBalance,
}: AccountActionsDeps): AccountActions {
  const { dispatch } = store

  const loadTransactions = async (options?: FetchTransactionsOptions) => {
    const cursor = store.getState().transactions.next
    const result = await dispatch(fetchTransactions(options))
    if (result.status !== 'failed') return
    const network = selectActiveCaipNetwork(store.getState())
    track('ERROR_FETCH_TRANSACTIONS', {
      address: selectActiveAccount(store.getState()).address,
      network: network?.caipNetworkId,
      cursor: options?.more ? cursor : undefined,
      message: serializeError(result.error).message,
    })
  }

  return {
    load() {
      // The native balance is one cheap read, and the header shows it: read it on every visit.
      refreshNativeBalance()
      void dispatch(fetchProfile())
      void dispatch(fetchTokenBalance())
    },
    setTab(tab) {
      const namespace = store.getState().network.activeNamespace
      if (namespace) dispatch(setCurrentTab(namespace, tab))
    },
    loadTokenBalance: () => void dispatch(fetchTokenBalance()),
    loadTransactions: (options) => void loadTransactions(options),
    watchTransactions: (options) => dispatch(watchTransactions(options)),
    async fetchNfts(cursor) {
      const state = store.getState()
      const { address } = selectActiveAccount(state)
      const network = selectActiveCaipNetwork(state)
      if (!address || !network) return { data: [], next: null }
      const page = await dispatch(
        porticoApi.endpoints.getAccountNfts.initiate(
          { address, chainId: network.caipNetworkId, cursor },
          { subscribe: false },
        ),
      ).unwrap()
      return { ...page, data: page.data.filter((nft) => nft.flags?.is_spam !== true) }
    },
    refresh() {
      refreshNativeBalance()
      void dispatch(fetchTokenBalance({ forceUpdate: true }))
      // A list already shown takes the new first page in (its further pages stay); else it is read.
      const state = store.getState()
      const list = state.transactions
      if (list.loaded && list.owner === transactionsOwnerOf(state)?.owner)
        void dispatch(pollTransactions())
      else void loadTransactions({ refresh: true })
    },
  }
}
