/**
 * Fetching the transaction list (SPEC §4, §7 GET /v1/account/{account}/history): the first page,
 * the next ones by cursor, or a refresh after a send. A failure shows 'Failed to fetch
 * transactions' and empties the list; the caller tracks the error event (it owns analytics).
 * While the Activity tab is on screen the first page is also read again in the background
 * (watchTransactions), so activity that reaches the indexer meanwhile shows up by itself.
 */
import { errorCatalogue } from '@portico/shared'
import { porticoApi } from '../../api/porticoApi.ts'
import type { AppThunk, RootState } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { showSnackbar } from '../../store/snackbarThunks.ts'
import { selectActiveAccount } from './accountSlice.ts'
import {
  transactionsFailed,
  transactionsPolled,
  transactionsReceived,
  transactionsRequested,
} from './transactionsSlice.ts'

export interface FetchTransactionsOptions {
  /** The next page, by the stored cursor. */
  more?: boolean
  /** The first page again, replacing the list (after a send). */
  refresh?: boolean
}

export type FetchTransactionsResult =
  | { status: 'ok' | 'skipped' }
  | { status: 'failed'; error: unknown }

/** The list owner of the active account on the active network, if it is an EVM one. */
export function transactionsOwnerOf(state: RootState) {
  const { address } = selectActiveAccount(state)
  const network = selectActiveCaipNetwork(state)
  if (!address || !network || network.chainNamespace !== 'eip155') return undefined
  return { owner: `${network.caipNetworkId}:${address}`, address, chainId: network.caipNetworkId }
}

export const fetchTransactions =
  ({
    more = false,
    refresh = false,
  }: FetchTransactionsOptions = {}): AppThunk<Promise<FetchTransactionsResult>> =>
  async (dispatch, getState) => {
    const state = getState()
    const target = transactionsOwnerOf(state)
    if (!target) return { status: 'skipped' }
    const { owner, address, chainId } = target
    const list = state.transactions
    const same = list.owner === owner
    if (same && list.loading) return { status: 'skipped' }
    if (more ? !same || !list.next : same && list.loaded && !refresh) return { status: 'skipped' }
    dispatch(transactionsRequested({ owner }))
    try {
      const page = await dispatch(
        porticoApi.endpoints.getAccountHistory.initiate(
          { account: address, chainId, cursor: more ? list.next : undefined },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap()
      dispatch(
        transactionsReceived({ owner, chainId, data: page.data, next: page.next, replace: !more }),
      )
      return { status: 'ok' }
    } catch (error) {
      if (getState().transactions.owner !== owner) return { status: 'skipped' }
      dispatch(transactionsFailed({ owner }))
      dispatch(
        showSnackbar({
          message: errorCatalogue.TRANSACTIONS_FETCH_FAILED.message,
          variant: 'error',
        }),
      )
      return { status: 'failed', error }
    }
  }

/**
 * Reads the first page again and merges it into the list shown (transactionsPolled): no
 * spinner, and a failure changes nothing (no snackbar: a background read the user did not ask
 * for). Skipped until a first page came, and while another read of the list is out.
 */
export const pollTransactions =
  (): AppThunk<Promise<FetchTransactionsResult>> => async (dispatch, getState) => {
    const target = transactionsOwnerOf(getState())
    if (!target) return { status: 'skipped' }
    const { owner, address, chainId } = target
    const list = getState().transactions
    if (list.owner !== owner || !list.loaded || list.loading) return { status: 'skipped' }
    try {
      const page = await dispatch(
        porticoApi.endpoints.getAccountHistory.initiate(
          { account: address, chainId },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap()
      dispatch(transactionsPolled({ owner, chainId, data: page.data, next: page.next }))
      return { status: 'ok' }
    } catch (error) {
      return { status: 'failed', error }
    }
  }

/**
 * Our choice: how often the Activity tab reads the history again while it is on screen. The
 * cloud's indexer follows the chain within a fraction of a second, so a transfer shows about
 * this long after its block at most; one request per interval per open tab.
 */
export const ACTIVITY_POLL_INTERVAL_MS = 3_000

export interface WatchTransactionsOptions {
  intervalMs?: number
  /** False while the page is hidden: the read is skipped (the next tick tries again). */
  isVisible?(): boolean
}

/**
 * Keeps the active account's list fresh while it is shown: a pollTransactions at once (a list
 * loaded earlier may be old by now), then one per interval, each after the previous answered.
 * Returns the function that stops it.
 */
export const watchTransactions =
  ({
    intervalMs = ACTIVITY_POLL_INTERVAL_MS,
    isVisible = () => true,
  }: WatchTransactionsOptions = {}): AppThunk<() => void> =>
  (dispatch) => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      if (isVisible()) await dispatch(pollTransactions())
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs)
    }
    void tick()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }
