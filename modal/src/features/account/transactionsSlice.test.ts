// @vitest-environment node
import type { Transaction, TransactionTransfer } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { resetAccount } from './accountSlice.ts'
import {
  isSpamNftOnly,
  resetTransactions,
  transactionsFailed,
  transactionsPolled,
  transactionsReceived,
  transactionsRequested,
  transactionsSlice,
  visibleTransactions,
} from './transactionsSlice.ts'

const reduce = transactionsSlice.reducer
const CHAIN = 'eip155:31337'
const OWNER = `${CHAIN}:0xa11ce`

const fungible: TransactionTransfer = {
  direction: 'in',
  fungible_info: { name: 'Ether', symbol: 'ETH' },
  quantity: { numeric: '1' },
}
const nft = (isSpam: boolean): TransactionTransfer => ({
  direction: 'in',
  nft_info: { name: 'Card #1', tokenId: '1', flags: { is_spam: isSpam } },
  quantity: { numeric: '1' },
})

const tx = (
  id: string,
  transfers: TransactionTransfer[] = [fungible],
  chain = CHAIN,
): Transaction => ({
  id,
  metadata: {
    minedAt: '2026-01-15T10:00:00Z',
    chain,
    status: 'confirmed',
    operationType: 'receive',
    sentFrom: '0xb0b',
    sentTo: '0xa11ce',
  },
  transfers,
})

const loaded = (...pages: Parameters<typeof transactionsReceived>[0][]) =>
  pages.reduce(
    (state, page) => reduce(state, transactionsReceived(page)),
    reduce(undefined, transactionsRequested({ owner: OWNER })),
  )

describe('transaction filters (SPEC §5)', () => {
  it('hides transactions whose every transfer is a spam-flagged NFT', () => {
    expect(isSpamNftOnly(tx('a', [nft(true)]))).toBe(true)
    expect(isSpamNftOnly(tx('b', [nft(true), nft(true)]))).toBe(true)
    expect(isSpamNftOnly(tx('c', [nft(true), fungible]))).toBe(false)
    expect(isSpamNftOnly(tx('d', [nft(false)]))).toBe(false)
    // A call without transfers (an approval) is not spam.
    expect(isSpamNftOnly(tx('e', []))).toBe(false)
  })

  it('keeps only the connected chain', () => {
    const page = [tx('a'), tx('b', [fungible], 'eip155:1'), tx('c', [nft(true)]), tx('d')]
    expect(visibleTransactions(page, CHAIN).map((t) => t.id)).toEqual(['a', 'd'])
  })
})

describe('transactionsSlice (SPEC §4)', () => {
  it('is loading, then filled with the cursor of the next page', () => {
    const requested = reduce(undefined, transactionsRequested({ owner: OWNER }))
    expect(requested).toMatchObject({ owner: OWNER, loading: true, empty: false, loaded: false })
    const state = reduce(
      requested,
      transactionsReceived({ owner: OWNER, chainId: CHAIN, data: [tx('a')], next: 'c2' }),
    )
    expect(state).toMatchObject({ loading: false, empty: false, loaded: true, next: 'c2' })
    expect(state.transactions.map((t) => t.id)).toEqual(['a'])
  })

  it('is empty when nothing is left to show', () => {
    const state = loaded({ owner: OWNER, chainId: CHAIN, data: [tx('s', [nft(true)])], next: null })
    expect(state).toMatchObject({ transactions: [], empty: true, next: undefined })
  })

  it('appends the next pages, once per transaction, and a refresh replaces them', () => {
    const state = loaded(
      { owner: OWNER, chainId: CHAIN, data: [tx('a'), tx('b')], next: 'c2', replace: true },
      { owner: OWNER, chainId: CHAIN, data: [tx('b'), tx('c')], next: null },
    )
    expect(state.transactions.map((t) => t.id)).toEqual(['a', 'b', 'c'])
    expect(state.next).toBeUndefined()
    const refreshed = reduce(
      state,
      transactionsReceived({ owner: OWNER, chainId: CHAIN, data: [tx('z')], replace: true }),
    )
    expect(refreshed.transactions.map((t) => t.id)).toEqual(['z'])
  })

  it('starts afresh for another owner and drops a page meant for the previous one', () => {
    const state = loaded({ owner: OWNER, chainId: CHAIN, data: [tx('a')], next: 'c2' })
    const other = reduce(state, transactionsRequested({ owner: 'eip155:1:0xb0b' }))
    expect(other).toMatchObject({ owner: 'eip155:1:0xb0b', transactions: [], loading: true })
    const late = reduce(
      other,
      transactionsReceived({ owner: OWNER, chainId: CHAIN, data: [tx('x')] }),
    )
    expect(late.transactions).toEqual([])
  })

  it('a failure leaves an empty list without a cursor', () => {
    const state = loaded({ owner: OWNER, chainId: CHAIN, data: [tx('a')], next: 'c2' })
    const failed = reduce(
      reduce(state, transactionsRequested({ owner: OWNER })),
      transactionsFailed({ owner: OWNER }),
    )
    expect(failed).toMatchObject({ transactions: [], empty: true, loading: false, next: undefined })
  })

  it('resets, and clears on disconnect', () => {
    const state = loaded({ owner: OWNER, chainId: CHAIN, data: [tx('a')] })
    expect(reduce(state, resetTransactions()).transactions).toEqual([])
    expect(reduce(state, resetAccount('eip155')).owner).toBeUndefined()
  })

  it('a background poll puts new entries on top and keeps the pages loaded with their cursor', () => {
    const state = loaded(
      { owner: OWNER, chainId: CHAIN, data: [tx('b'), tx('c')], next: 'c2' },
      { owner: OWNER, chainId: CHAIN, data: [tx('d')], next: 'c3' },
    )
    const polled = reduce(
      state,
      transactionsPolled({ owner: OWNER, chainId: CHAIN, data: [tx('a'), tx('b')], next: 'p2' }),
    )
    expect(polled.transactions.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(polled).toMatchObject({ next: 'c3', loading: false, empty: false })
  })

  it('a poll updates an entry that changed, and one that changes nothing keeps the state', () => {
    const state = loaded({ owner: OWNER, chainId: CHAIN, data: [tx('a'), tx('b')], next: null })
    const same = reduce(
      state,
      transactionsPolled({ owner: OWNER, chainId: CHAIN, data: [tx('a'), tx('b')], next: null }),
    )
    expect(same).toBe(state)
    const failed = { ...tx('b'), metadata: { ...tx('b').metadata, status: 'failed' as const } }
    const updated = reduce(
      state,
      transactionsPolled({ owner: OWNER, chainId: CHAIN, data: [tx('a'), failed], next: null }),
    )
    expect(updated.transactions[1]?.metadata.status).toBe('failed')
    expect(updated.transactions[0]).toBe(state.transactions[0])
  })

  it('a poll that shares nothing with the list replaces it, cursor included (no gap)', () => {
    const state = loaded({ owner: OWNER, chainId: CHAIN, data: [tx('c'), tx('d')], next: 'c2' })
    const polled = reduce(
      state,
      transactionsPolled({ owner: OWNER, chainId: CHAIN, data: [tx('a'), tx('b')], next: 'p2' }),
    )
    expect(polled.transactions.map((t) => t.id)).toEqual(['a', 'b'])
    expect(polled.next).toBe('p2')
    // An empty list takes the first transactions that come.
    const empty = loaded({ owner: OWNER, chainId: CHAIN, data: [], next: null })
    const first = reduce(
      empty,
      transactionsPolled({ owner: OWNER, chainId: CHAIN, data: [tx('a')], next: null }),
    )
    expect(first).toMatchObject({ empty: false, next: undefined })
    expect(first.transactions.map((t) => t.id)).toEqual(['a'])
  })

  it('a poll is ignored before a first page, and for another owner; it filters like a page', () => {
    const requested = reduce(undefined, transactionsRequested({ owner: OWNER }))
    const page = { owner: OWNER, chainId: CHAIN, data: [tx('a')], next: null }
    expect(reduce(requested, transactionsPolled(page))).toBe(requested)
    const state = loaded({ owner: OWNER, chainId: CHAIN, data: [tx('b')], next: null })
    expect(reduce(state, transactionsPolled({ ...page, owner: 'eip155:1:0xb0b' }))).toBe(state)
    const polled = reduce(
      state,
      transactionsPolled({
        owner: OWNER,
        chainId: CHAIN,
        data: [tx('s', [nft(true)]), tx('x', [fungible], 'eip155:1'), tx('a'), tx('b')],
      }),
    )
    expect(polled.transactions.map((t) => t.id)).toEqual(['a', 'b'])
  })
})
