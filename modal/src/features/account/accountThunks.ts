/**
 * The connected account's data from the cloud: its token balances (SPEC §4, §5: the address of
 * the active CAIP address, retries blocked 30 s after a failure) and its identity (profile name
 * and avatar). RTK Query caches both as long as SPEC §9 says (portfolio 30 s, identity 5 min).
 */
import { type AccountNfts, errorCatalogue, serializeError } from '@portico/shared'
import { apiThunk, porticoApi } from '../../api/porticoApi.ts'
import { isUnknownNetwork } from '../../chains/CaipNetwork.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { showSnackbar } from '../../store/snackbarThunks.ts'
import {
  type AccountTab,
  canRetryTokenBalance,
  selectActiveAccount,
  setBalanceLoading,
  setCurrentTab,
  setProfile,
  setTokenBalance,
  tokenBalanceFailed,
} from './accountSlice.ts'
import {
  type FetchTransactionsOptions,
  fetchTransactions,
  pollTransactions,
  transactionsOwnerOf,
} from './transactionsThunks.ts'

export type TokenBalanceResult = 'ok' | 'failed' | 'blocked' | 'skipped'

/**
 * Reads the active account's token balances into the account slice. On an unsupported network
 * or a failed fetch: the 'Token Balance Unavailable' snackbar and a 30 s block on retries.
 * `forceUpdate` skips both caches (ours and the cloud's), e.g. after a send.
 */
export const fetchTokenBalance =
  ({ forceUpdate = false } = {}): AppThunk<Promise<TokenBalanceResult>> =>
  async (dispatch, getState, { now }) => {
    const state = getState()
    const namespace = state.network.activeNamespace
    const { caipAddress, address } = selectActiveAccount(state)
    const network = selectActiveCaipNetwork(state)
    if (!namespace || !caipAddress || !address || !network) return 'skipped'
    if (!canRetryTokenBalance(state, namespace, now())) return 'blocked'
    const fail = () => {
      dispatch(tokenBalanceFailed(namespace, now()))
      dispatch(
        showSnackbar({
          message: errorCatalogue.TOKEN_BALANCE_UNAVAILABLE.message,
          variant: 'error',
        }),
      )
      return 'failed' as const
    }
    // The cloud only knows configured networks; asking about an unknown one cannot succeed.
    if (isUnknownNetwork(network)) return fail()
    dispatch(setBalanceLoading(namespace, true))
    const query = { address, chainId: network.caipNetworkId }
    try {
      const result = await dispatch(
        porticoApi.endpoints.getBalance.initiate(forceUpdate ? { ...query, forceUpdate } : query, {
          subscribe: false,
          forceRefetch: forceUpdate,
        }),
      ).unwrap()
      // A forced read replaces the ordinary cache entry too, so the next plain read is not older.
      if (forceUpdate)
        await dispatch(apiThunk(porticoApi.util.upsertQueryData('getBalance', query, result)))
      const { balances } = result
      // The account may have changed while the request was out.
      if (selectActiveAccount(getState()).caipAddress !== caipAddress) return 'skipped'
      dispatch(setTokenBalance(namespace, balances))
      return 'ok'
    } catch {
      if (selectActiveAccount(getState()).caipAddress !== caipAddress) return 'skipped'
      return fail()
    }
  }

/**
 * Reads the active account's identity (name, avatar) into its profile; a failure keeps the
 * address. Names are EVM addresses' (the cloud's identity route reads 0x addresses only):
 * other families keep their address without asking.
 */
export const fetchProfile = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const state = getState()
  const namespace = state.network.activeNamespace
  const { address, caipAddress } = selectActiveAccount(state)
  if (namespace !== 'eip155' || !address) return
  try {
    const identity = await dispatch(
      porticoApi.endpoints.getIdentity.initiate({ address, sender: address }, { subscribe: false }),
    ).unwrap()
    if (selectActiveAccount(getState()).caipAddress !== caipAddress) return
    dispatch(setProfile(namespace, { profileName: identity.name, profileImage: identity.avatar }))
  } catch {
    // No identity: the view shows the address, as before.
  }
}

/**
 * The Account view opened: the native balance (one cheap read, and the header shows it), the
 * profile and the token balances from the caches.
 */
export const loadAccount =
  (): AppThunk =>
  (dispatch, _getState, { services }) => {
    services.get(coreKey).refreshNativeBalance()
    void dispatch(fetchProfile())
    void dispatch(fetchTokenBalance())
  }

/** The Account view's tab (SPEC §3 currentTab) for the active namespace. */
export const setAccountTab =
  (tab: AccountTab): AppThunk =>
  (dispatch, getState) => {
    const namespace = getState().network.activeNamespace
    if (namespace) dispatch(setCurrentTab(namespace, tab))
  }

/** The first page of activity, once per account and chain; the next one with `more`. A failure is tracked (SPEC §8). */
export const loadTransactions =
  (options?: FetchTransactionsOptions): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const cursor = getState().transactions.next
    const result = await dispatch(fetchTransactions(options))
    if (result.status !== 'failed') return
    services.get(coreKey).track('ERROR_FETCH_TRANSACTIONS', {
      address: selectActiveAccount(getState()).address,
      network: selectActiveCaipNetwork(getState())?.caipNetworkId,
      cursor: options?.more ? cursor : undefined,
      message: serializeError(result.error).message,
    })
  }

/** A page of the account's NFTs (spam left out); rejects when the cloud fails. */
export const fetchNfts =
  (cursor?: string): AppThunk<Promise<AccountNfts>> =>
  async (dispatch, getState) => {
    const { address } = selectActiveAccount(getState())
    const network = selectActiveCaipNetwork(getState())
    if (!address || !network) return { data: [], next: null }
    const page = await dispatch(
      porticoApi.endpoints.getAccountNfts.initiate(
        { address, chainId: network.caipNetworkId, cursor },
        { subscribe: false },
      ),
    ).unwrap()
    return { ...page, data: page.data.filter((nft) => nft.flags?.is_spam !== true) }
  }

/** The native and token balances read again past the caches (a transfer changed them). */
export const refreshBalances =
  (): AppThunk =>
  (dispatch, _getState, { services }) => {
    services.get(coreKey).refreshNativeBalance()
    void dispatch(fetchTokenBalance({ forceUpdate: true }))
  }

/**
 * Everything a send changes: the native and token balances (past the caches) and the activity.
 * A list already shown takes the new first page in (its further pages stay); else it is read.
 */
export const refreshAccount = (): AppThunk => (dispatch, getState) => {
  dispatch(refreshBalances())
  const state = getState()
  const list = state.transactions
  if (list.loaded && list.owner === transactionsOwnerOf(state)?.owner)
    void dispatch(pollTransactions())
  else void dispatch(loadTransactions({ refresh: true }))
}
