import { afterEach, describe, expect, it, vi } from 'vitest'
import { porticoBitcoinRegtest } from '../../chains/bitcoin/bitcoinNetworks.ts'
import { defineSolanaNetwork } from '../../chains/solana/solanaNetworks.ts'
import { setActiveNamespace, setCaipNetwork } from '../../store/networkSlice.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import type { AccountTab } from './accountSlice.ts'
import { selectActiveAccount, setCaipAddress } from './accountSlice.ts'
import {
  fetchNfts,
  fetchTokenBalance,
  loadAccount,
  loadTransactions,
  refreshAccount,
  setAccountTab,
} from './accountThunks.ts'
import { ACCOUNT, createConnectedStore, createFakeCloud } from './fakeCloud.test-helpers.ts'
import {
  ACTIVITY_POLL_INTERVAL_MS,
  type HistoryEventSource,
  watchTransactions,
} from './transactionsThunks.ts'

const history = (ids: string[], next: string | null, chain = 'eip155:31337') => ({
  data: ids.map((id) => ({
    id,
    metadata: {
      minedAt: '2026-01-15T10:00:00Z',
      chain,
      status: 'confirmed',
      operationType: 'send',
      sentFrom: ACCOUNT,
      sentTo: '0xb0b',
    },
    transfers: [],
  })),
  next,
})

/** The history streams the watch opens, each able to fire its events. */
function fakeStreams() {
  const opened: { url: string; closed: boolean; fire(type: string): void }[] = []
  const openEvents = (url: string): HistoryEventSource => {
    const listeners = new Map<string, (() => void)[]>()
    const stream = {
      url,
      closed: false,
      fire: (type: string) => {
        for (const listener of listeners.get(type) ?? []) listener()
      },
    }
    opened.push(stream)
    return {
      addEventListener: (type, listener) =>
        listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      close: () => {
        stream.closed = true
      },
    }
  }
  return { opened, openEvents }
}

function setup(routes: Parameters<typeof createFakeCloud>[0], apiUrl?: string) {
  const { cloud, seen } = createFakeCloud(routes)
  if (apiUrl) cloud.apiUrl = apiUrl
  const track = vi.fn()
  const refreshNativeBalance = vi.fn()
  const core = fakeCoreServices({ track, refreshNativeBalance })
  const { store } = createConnectedStore(cloud, undefined, core)
  const { dispatch } = store
  // What the Account view and its tabs dispatch.
  const actions = {
    load: () => dispatch(loadAccount()),
    setTab: (tab: AccountTab) => dispatch(setAccountTab(tab)),
    loadTokenBalance: () => void dispatch(fetchTokenBalance()),
    loadTransactions: (options?: { more?: boolean }) => void dispatch(loadTransactions(options)),
    watchTransactions: (options?: Parameters<typeof watchTransactions>[0]) =>
      dispatch(watchTransactions(options)),
    fetchNfts: (cursor?: string) => dispatch(fetchNfts(cursor)),
    refresh: () => dispatch(refreshAccount()),
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { store, seen, track, refreshNativeBalance, actions, settle }
}

describe('account actions: a visit', () => {
  it('reads the native balance again on every visit to Account', async () => {
    const { actions, refreshNativeBalance, settle } = setup({
      '/balance': () => ({ balances: [] }),
      '/identity': () => ({ name: null, avatar: null }),
    })
    actions.load()
    actions.load()
    await settle()
    expect(refreshNativeBalance).toHaveBeenCalledTimes(2)
  })
})

describe('account actions: activity', () => {
  it('fetches the first page once per account and chain, then the next by cursor', async () => {
    const { store, seen, actions, settle } = setup({
      '/history': ({ params }) =>
        params.cursor ? history(['c'], null) : history(['a', 'b'], 'cursor-2'),
    })
    actions.loadTransactions()
    await settle()
    expect(seen[0]).toMatchObject({
      path: `/v1/account/${ACCOUNT}/history`,
      params: { chainId: 'eip155:31337' },
    })
    actions.loadTransactions()
    await settle()
    expect(seen).toHaveLength(1)
    actions.loadTransactions({ more: true })
    await settle()
    expect(seen[1]?.params.cursor).toBe('cursor-2')
    expect(store.getState().transactions.transactions.map((t) => t.id)).toEqual(['a', 'b', 'c'])
  })

  it("on failure: 'Failed to fetch transactions', an error event and an empty list", async () => {
    const { store, track, actions, settle } = setup({
      '/history': () => {
        throw Object.assign(new Error('HTTP status code: 500'), { status: 500 })
      },
    })
    actions.loadTransactions()
    await settle()
    expect(store.getState().snackbar).toMatchObject({
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
    expect(track).toHaveBeenCalledWith(
      'ERROR_FETCH_TRANSACTIONS',
      expect.objectContaining({ address: ACCOUNT, network: 'eip155:31337' }),
    )
    expect(store.getState().transactions).toMatchObject({ transactions: [], empty: true })
  })

  it('a response that does not match the schema is a failure too', async () => {
    const { store, actions, settle } = setup({ '/history': () => ({ data: [{ id: 1 }] }) })
    actions.loadTransactions()
    await settle()
    expect(store.getState().snackbar.message).toBe('Failed to fetch transactions')
  })
})

describe('account actions: activity kept fresh', () => {
  afterEach(() => vi.useRealTimers())
  const idsOf = (store: ReturnType<typeof setup>['store']) =>
    store.getState().transactions.transactions.map((t) => t.id)

  /** A list of two pages (b, c, then d), the first page's answer settable. */
  async function twoPages(routes: Parameters<typeof createFakeCloud>[0] = {}, apiUrl?: string) {
    vi.useFakeTimers()
    const cloud: { first: string[]; fail: boolean; slow?: Promise<unknown> } = {
      first: ['b', 'c'],
      fail: false,
    }
    const s = setup(
      {
        ...routes,
        '/history': ({ params }) => {
          if (cloud.fail) throw Object.assign(new Error('HTTP status code: 500'), { status: 500 })
          if (cloud.slow) return cloud.slow
          return params.cursor ? history(['d'], null) : history(cloud.first, 'cursor-2')
        },
      },
      apiUrl,
    )
    s.actions.loadTransactions()
    await vi.advanceTimersByTimeAsync(0)
    s.actions.loadTransactions({ more: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(idsOf(s.store)).toEqual(['b', 'c', 'd'])
    return { ...s, cloud }
  }

  it('watchTransactions reads the first page at once and every interval, merged in; stop ends it', async () => {
    const { store, seen, actions, cloud } = await twoPages()
    cloud.first = ['a', 'b']
    let visible = true
    const states: boolean[] = []
    store.subscribe(() => states.push(store.getState().transactions.loading))
    const stop = actions.watchTransactions({ isVisible: () => visible })
    await vi.advanceTimersByTimeAsync(0)
    // At once, without a spinner; the page loaded by "Load more" stays.
    expect(idsOf(store)).toEqual(['a', 'b', 'c', 'd'])
    expect(seen.at(-1)?.params.cursor).toBeUndefined()
    expect(states).not.toContain(true)

    const reads = seen.length
    cloud.first = ['z', 'a']
    visible = false
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS)
    expect(seen).toHaveLength(reads)
    visible = true
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS)
    expect(seen).toHaveLength(reads + 1)
    expect(idsOf(store)).toEqual(['z', 'a', 'b', 'c', 'd'])

    stop()
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS * 3)
    expect(seen).toHaveLength(reads + 1)
  })

  it('a poll waits for a first page: watching an unloaded list reads nothing itself', async () => {
    vi.useFakeTimers()
    const { seen, actions } = setup({ '/history': () => history(['a'], null) })
    const stop = actions.watchTransactions()
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS * 2)
    expect(seen).toHaveLength(0)
    stop()
  })

  it('a failed poll changes nothing: no snackbar, no error event, the list stays', async () => {
    const { store, track, actions, cloud } = await twoPages()
    cloud.fail = true
    const stop = actions.watchTransactions()
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS)
    stop()
    expect(idsOf(store)).toEqual(['b', 'c', 'd'])
    expect(store.getState().snackbar.open).toBe(false)
    expect(track).not.toHaveBeenCalled()
  })

  it("a history event reads the first page again at once; with the stream open there's no poll", async () => {
    const { store, seen, actions, cloud } = await twoPages({}, 'http://cloud.test/')
    const { opened, openEvents } = fakeStreams()
    const stop = actions.watchTransactions({ openEvents })
    expect(opened).toHaveLength(1)
    const url = new URL(opened[0]?.url ?? '')
    expect(url.origin + url.pathname).toBe(`http://cloud.test/v1/account/${ACCOUNT}/history/events`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      projectId: 'test-project',
      chainId: 'eip155:31337',
    })
    const reads = seen.length
    // Nothing is read until the stream listens; then the page once (it may be old by now).
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS)
    expect(seen).toHaveLength(reads)
    opened[0]?.fire('ready')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveLength(reads + 1)
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS * 3)
    expect(seen).toHaveLength(reads + 1)

    cloud.first = ['a', 'b']
    opened[0]?.fire('history')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveLength(reads + 2)
    expect(idsOf(store)).toEqual(['a', 'b', 'c', 'd'])
    stop()
    expect(opened[0]?.closed).toBe(true)
  })

  it('an event that comes while a read is out reads again after it, not joined to it', async () => {
    const { store, seen, actions, cloud } = await twoPages({}, 'http://cloud.test/')
    const { opened, openEvents } = fakeStreams()
    const stop = actions.watchTransactions({ openEvents })
    opened[0]?.fire('ready')
    await vi.advanceTimersByTimeAsync(0)
    const reads = seen.length
    // Two transfers indexed back to back: the second event comes before the first read answers.
    cloud.first = ['a', 'b']
    opened[0]?.fire('history')
    opened[0]?.fire('history')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveLength(reads + 2)
    expect(idsOf(store)).toEqual(['a', 'b', 'c', 'd'])
    stop()
  })

  it("a stream's read while the refresh after a send is out reads anew once it answered", async () => {
    const { store, seen, actions, cloud } = await twoPages(
      { '/balance': () => ({ balances: [] }) },
      'http://cloud.test/',
    )
    // The refresh after a send reads before the swap's transfer is indexed, and answers late.
    let answer: (() => void) | undefined
    const slow = new Promise<void>((resolve) => {
      answer = resolve
    })
    const historyCalls = () => seen.filter((r) => r.path.includes('/history')).length
    const stale = history(['b', 'c'], 'cursor-2')
    const reads = historyCalls()
    const { opened, openEvents } = fakeStreams()
    cloud.slow = slow.then(() => stale)
    actions.refresh()
    await vi.advanceTimersByTimeAsync(0)
    expect(historyCalls()).toBe(reads + 1)
    // Indexed meanwhile; the stream opens after it, so no event comes: only its read after ready.
    cloud.slow = undefined
    cloud.first = ['a', 'b']
    const stop = actions.watchTransactions({ openEvents })
    opened[0]?.fire('ready')
    await vi.advanceTimersByTimeAsync(0)
    answer?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(historyCalls()).toBe(reads + 2)
    expect(idsOf(store)).toEqual(['a', 'b', 'c', 'd'])
    stop()
  })

  it('a failed stream falls back to the poll and is opened again after a doubling wait', async () => {
    const { seen, actions } = await twoPages({}, 'http://cloud.test')
    const { opened, openEvents } = fakeStreams()
    const stop = actions.watchTransactions({ openEvents })
    const reads = seen.length
    opened[0]?.fire('error')
    expect(opened[0]?.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveLength(reads + 1)
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS)
    expect(seen).toHaveLength(reads + 2)
    expect(opened).toHaveLength(1)
    // The first retry after two intervals, the next after four.
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS)
    expect(opened).toHaveLength(2)
    opened[1]?.fire('error')
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS * 3)
    expect(opened).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS)
    expect(opened).toHaveLength(3)
    // Open again: the poll stops.
    opened[2]?.fire('ready')
    await vi.advanceTimersByTimeAsync(0)
    const streaming = seen.length
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS * 5)
    expect(seen).toHaveLength(streaming)
    stop()
  })

  it('refresh after a send merges into a list already shown (its further pages stay)', async () => {
    const { store, actions, cloud } = await twoPages({ '/balance': () => ({ balances: [] }) })
    cloud.first = ['a', 'b']
    actions.refresh()
    await vi.advanceTimersByTimeAsync(0)
    expect(idsOf(store)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('account actions: a Solana account', () => {
  const CLUSTER = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'
  const SOLANA_ACCOUNT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
  const solanaNetwork = defineSolanaNetwork(
    'HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn',
    'Portico Solana',
    'http://127.0.0.1:8899',
  )

  function onSolana(s: ReturnType<typeof setup>) {
    s.store.dispatch(setCaipNetwork('solana', solanaNetwork))
    s.store.dispatch(setCaipAddress('solana', `${CLUSTER}:${SOLANA_ACCOUNT}`))
    s.store.dispatch(setActiveNamespace('solana'))
  }

  it("reads the Solana account's history for its cluster, again on each event of its stream", async () => {
    vi.useFakeTimers()
    let first = ['sig-a']
    const s = setup({ '/history': () => history(first, null, CLUSTER) }, 'http://cloud.test/')
    onSolana(s)
    s.actions.loadTransactions()
    await vi.advanceTimersByTimeAsync(0)
    expect(s.seen.at(-1)).toMatchObject({
      path: `/v1/account/${SOLANA_ACCOUNT}/history`,
      params: { chainId: CLUSTER },
    })
    expect(s.store.getState().transactions.transactions.map((t) => t.id)).toEqual(['sig-a'])

    const { opened, openEvents } = fakeStreams()
    const onHistory = vi.fn()
    const stop = s.actions.watchTransactions({ openEvents, onHistory })
    const url = new URL(opened[0]?.url ?? '')
    expect(url.pathname).toBe(`/v1/account/${SOLANA_ACCOUNT}/history/events`)
    expect(url.searchParams.get('chainId')).toBe(CLUSTER)
    opened[0]?.fire('ready')
    await vi.advanceTimersByTimeAsync(0)
    const reads = s.seen.length
    // No poll while the stream is open.
    first = ['sig-b', 'sig-a']
    await vi.advanceTimersByTimeAsync(ACTIVITY_POLL_INTERVAL_MS * 2)
    expect(s.seen).toHaveLength(reads)
    expect(onHistory).not.toHaveBeenCalled()
    opened[0]?.fire('history')
    await vi.advanceTimersByTimeAsync(0)
    expect(s.store.getState().transactions.transactions.map((t) => t.id)).toEqual([
      'sig-b',
      'sig-a',
    ])
    expect(onHistory).toHaveBeenCalledTimes(1)
    stop()
    vi.useRealTimers()
  })
})

describe('account actions: a Bitcoin account', () => {
  const NODE = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  const BTC_ACCOUNT = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'

  it("streams the Bitcoin account's history on its network", async () => {
    vi.useFakeTimers()
    const s = setup({ '/history': () => history(['tx-a'], null, NODE) }, 'http://cloud.test/')
    s.store.dispatch(setCaipNetwork('bip122', porticoBitcoinRegtest))
    s.store.dispatch(setCaipAddress('bip122', `${NODE}:${BTC_ACCOUNT}`))
    s.store.dispatch(setActiveNamespace('bip122'))
    s.actions.loadTransactions()
    await vi.advanceTimersByTimeAsync(0)
    const { opened, openEvents } = fakeStreams()
    const stop = s.actions.watchTransactions({ openEvents })
    expect(new URL(opened[0]?.url ?? '').pathname).toBe(`/v1/account/${BTC_ACCOUNT}/history/events`)
    stop()
    vi.useRealTimers()
  })
})

describe('account actions', () => {
  it('load reads the profile and the balances; setTab sets currentTab', async () => {
    const { store, seen, actions, settle } = setup({
      '/identity/': () => ({ name: null, avatar: null }),
      '/balance': () => ({ balances: [] }),
    })
    actions.load()
    await settle()
    expect(seen.map((s) => s.path).sort()).toEqual([
      `/v1/account/${ACCOUNT}/balance`,
      `/v1/identity/${ACCOUNT}`,
    ])
    actions.setTab('Activity')
    expect(selectActiveAccount(store.getState()).currentTab).toBe('Activity')
  })

  it('fetchNfts pages by cursor and leaves spam out', async () => {
    const nft = (tokenId: string, spam = false) => ({
      chainId: 'eip155:31337',
      contractAddress: '0xc011',
      tokenId,
      name: `Card #${tokenId}`,
      collectionName: 'Cards',
      imageUrl: 'https://img.test/1.svg',
      flags: { is_spam: spam },
    })
    const { seen, actions } = setup({
      '/nfts': ({ params }) => ({
        data: [nft('1'), nft('2', true)],
        next: params.cursor ? null : 'n2',
      }),
    })
    const page = await actions.fetchNfts()
    expect(page.data.map((n) => n.tokenId)).toEqual(['1'])
    expect(page.next).toBe('n2')
    await actions.fetchNfts('n2')
    expect(seen[1]).toMatchObject({
      path: `/v1/account/${ACCOUNT}/nfts`,
      params: { chainId: 'eip155:31337', cursor: 'n2' },
    })
  })

  it('refresh reads the balances past the caches, the native balance and the activity', async () => {
    const { seen, refreshNativeBalance, actions, settle } = setup({
      '/balance': () => ({ balances: [] }),
      '/history': () => history([], null),
    })
    actions.refresh()
    await settle()
    expect(refreshNativeBalance).toHaveBeenCalled()
    expect(seen.find((s) => s.path.endsWith('/balance'))?.params.forceUpdate).toBe('true')
    expect(seen.some((s) => s.path.endsWith('/history'))).toBe(true)
  })
})
