/**
 * Fetching the transaction list (SPEC §4, §7 GET /v1/account/{account}/history): the first page,
 * the next ones by cursor, or a refresh after a send. A failure shows 'Failed to fetch
 * transactions' and empties the list; the caller tracks the error event (it owns analytics).
 * While the Activity tab is on screen the first page is also read again in the background
 * (watchTransactions), so activity that reaches the indexer meanwhile shows up by itself: on
 * each event of the cloud's history stream, or by polling while no stream can be kept open.
 */
import { errorCatalogue } from '@portico/shared'
import { cloudUrl } from '../../api/cloudClient.ts'
import { porticoApi } from '../../api/porticoApi.ts'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
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

/** The chain families the cloud's history route answers for (EVM, Solana by signature, Bitcoin from its node). */
const HISTORY_NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122']

/**
 * The families the cloud's history stream pushes: EVM transfers from its indexer, Solana and
 * Bitcoin transactions from its watchers of the cluster and the node.
 */
const STREAMED_NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122']

/** The list owner (`<CAIP-2>:<address>`) of an account on a network with a history; else undefined. */
export function historyOwner(
  address: string | undefined,
  network: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'> | undefined,
): string | undefined {
  if (!address || !network || !HISTORY_NAMESPACES.includes(network.chainNamespace)) return undefined
  return `${network.caipNetworkId}:${address}`
}

/** The list owner of the active account on the active network, if it has a history. */
export function transactionsOwnerOf(state: RootState) {
  const { address } = selectActiveAccount(state)
  const network = selectActiveCaipNetwork(state)
  const owner = historyOwner(address, network)
  if (!owner || !address || !network) return undefined
  return {
    owner,
    address,
    chainId: network.caipNetworkId,
    streamed: STREAMED_NAMESPACES.includes(network.chainNamespace),
  }
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
 * for). Skipped until a first page came, and while a page load of the list is out. The read
 * starts after this call: a poll that finds another of the first page out (the refresh after a
 * send, an event's) waits for it and then reads, since RTK Query would join the one in flight,
 * whose answer may predate what this poll is for.
 */
export const pollTransactions =
  (): AppThunk<Promise<FetchTransactionsResult>> => async (dispatch, getState) => {
    const target = transactionsOwnerOf(getState())
    if (!target) return { status: 'skipped' }
    const { owner, address, chainId } = target
    const list = getState().transactions
    if (list.owner !== owner || !list.loaded || list.loading) return { status: 'skipped' }
    const args = { account: address, chainId }
    try {
      const out = dispatch(porticoApi.util.getRunningQueryThunk('getAccountHistory', args))
      if (out) await out.catch(() => {})
      const page = await dispatch(
        porticoApi.endpoints.getAccountHistory.initiate(args, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap()
      dispatch(transactionsPolled({ owner, chainId, data: page.data, next: page.next }))
      return { status: 'ok' }
    } catch (error) {
      return { status: 'failed', error }
    }
  }

/**
 * Our choice: how often the Activity tab reads the history again while it is on screen and the
 * cloud's history stream is not open (no EventSource, the stream failed); one request per
 * interval per open tab. With the stream open nothing is polled: the cloud pushes each change.
 */
export const ACTIVITY_POLL_INTERVAL_MS = 3_000
/** Our choice: how long an event's read waits for a page load that is out before trying again. */
const READ_AGAIN_WAIT_MS = 250
/** Our choice: the longest wait before opening a failed history stream again (doubling). */
export const ACTIVITY_STREAM_MAX_BACKOFF_MS = 60_000

/** The part of the browser's EventSource the watch uses. */
export interface HistoryEventSource {
  addEventListener(type: string, listener: () => void): void
  close(): void
}

/** The browser's EventSource, when there is one. */
const browserEventSource = (url: string): HistoryEventSource | undefined =>
  typeof EventSource === 'function' ? new EventSource(url) : undefined

export interface WatchTransactionsOptions {
  intervalMs?: number
  /** False while the page is hidden: a poll is skipped (the next tick tries again). */
  isVisible?(): boolean
  /** Opens the history stream at `url` (the browser's EventSource by default; tests give theirs). */
  openEvents?(url: string): HistoryEventSource | undefined
  maxBackoffMs?: number
  /** Called on each `history` event (the account's balances changed too). */
  onHistory?(): void
}

/**
 * Keeps the active account's list fresh while it is shown. It listens to the cloud's history
 * stream (GET /v1/account/{address}/history/events): once it is open the first page is read
 * (a list loaded earlier may be old by now), then again on each `history` event, which also
 * calls `onHistory`. While the stream cannot be opened (no EventSource, the cloud unreachable, a
 * family it does not push) it polls: a pollTransactions at once, then one per interval, each
 * after the previous answered; a failed stream is opened again after a doubling wait. Returns
 * the function that stops it.
 */
export const watchTransactions =
  ({
    intervalMs = ACTIVITY_POLL_INTERVAL_MS,
    isVisible = () => true,
    openEvents = browserEventSource,
    maxBackoffMs = ACTIVITY_STREAM_MAX_BACKOFF_MS,
    onHistory,
  }: WatchTransactionsOptions = {}): AppThunk<() => void> =>
  (dispatch, getState, { cloud }) => {
    let stopped = false
    let polling = false
    let pollTimer: ReturnType<typeof setTimeout> | undefined
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined
    let source: HistoryEventSource | undefined
    let failures = 0

    const tick = async () => {
      if (!polling) return
      if (isVisible()) await dispatch(pollTransactions())
      if (!stopped && polling) pollTimer = setTimeout(() => void tick(), intervalMs)
    }
    const startPolling = () => {
      if (polling || stopped) return
      polling = true
      void tick()
    }
    const stopPolling = () => {
      polling = false
      clearTimeout(pollTimer)
    }

    // One read at a time, and an event that comes while one is out reads again after it: a
    // second request for the same page would join the one in flight (RTK Query does not start a
    // query that is pending), whose answer may predate the transfer the event is about.
    let reading = false
    let readAgain = false
    const refresh = async () => {
      if (reading) {
        readAgain = true
        return
      }
      reading = true
      try {
        do {
          readAgain = false
          const result = await dispatch(pollTransactions())
          // Skipped while a page load is out: try again once it has had a moment.
          if (result.status === 'skipped' && getState().transactions.loading && !stopped) {
            await new Promise((resolve) => setTimeout(resolve, READ_AGAIN_WAIT_MS))
            readAgain = true
          }
        } while (readAgain && !stopped)
      } finally {
        reading = false
      }
    }

    const target = transactionsOwnerOf(getState())
    const url =
      target?.streamed &&
      cloudUrl(cloud, `/v1/account/${encodeURIComponent(target.address)}/history/events`, {
        chainId: target.chainId,
      })
    const connect = () => {
      if (stopped || !url) return
      const opened = openEvents(url)
      if (!opened) return startPolling()
      source = opened
      opened.addEventListener('ready', () => {
        failures = 0
        stopPolling()
        void refresh()
      })
      opened.addEventListener('history', () => {
        void refresh()
        onHistory?.()
      })
      opened.addEventListener('error', () => {
        // The browser would retry on its own; we poll meanwhile and retry with a backoff.
        opened.close()
        if (source !== opened || stopped) return
        source = undefined
        startPolling()
        failures++
        reconnectTimer = setTimeout(connect, Math.min(intervalMs * 2 ** failures, maxBackoffMs))
      })
    }

    if (url) connect()
    else startPolling()
    return () => {
      stopped = true
      stopPolling()
      clearTimeout(reconnectTimer)
      source?.close()
      source = undefined
    }
  }
