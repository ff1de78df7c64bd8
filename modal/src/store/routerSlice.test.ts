// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  goBackToIndex,
  popView,
  pushView,
  type RouterState,
  replaceView,
  resetView,
  routerSlice,
  siwxCancelled,
  transactionStackPopped,
  transactionStackPushed,
  type View,
} from './routerSlice.ts'

const reduce = routerSlice.reducer
const withHistory = (history: View[], data?: RouterState['data']): RouterState => ({
  view: history.at(-1) ?? 'Connect',
  history,
  data,
  transactionStack: [],
})

describe('routerSlice', () => {
  it('starts on Connect with one view', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      view: 'Connect',
      history: ['Connect'],
      transactionStack: [],
    })
  })

  it('pushes a view with its data', () => {
    const wallet = { id: 'w1', name: 'Wallet' }
    const state = reduce(withHistory(['Connect']), pushView('AllWallets', { wallet }))
    expect(state).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    expect(state.data).toEqual({ wallet })
  })

  it('ignores pushing the view already on top, data included', () => {
    const before = withHistory(['Connect', 'AllWallets'], { email: 'a@b.co' })
    const after = reduce(before, pushView('AllWallets', { email: 'other@b.co' }))
    expect(after).toBe(before)
  })

  it('pushes a view that is in the history but not on top', () => {
    const state = reduce(withHistory(['Connect', 'AllWallets']), pushView('Connect'))
    expect(state.history).toEqual(['Connect', 'AllWallets', 'Connect'])
  })

  it('replace swaps the top entry', () => {
    const state = reduce(withHistory(['Connect', 'AllWallets']), replaceView('ConnectingExternal'))
    expect(state).toMatchObject({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
    })
  })

  it('reset clears the history to one view', () => {
    const state = reduce(
      withHistory(['Connect', 'AllWallets', 'ConnectingExternal']),
      resetView('Account'),
    )
    expect(state).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(state.data).toBeUndefined()
  })

  it('popView pops one view but never the last', () => {
    const popped = reduce(withHistory(['Connect', 'AllWallets']), popView())
    expect(popped).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(reduce(popped, popView()).history).toEqual(['Connect'])
  })

  it('goBackToIndex keeps the history up to that entry', () => {
    const start = withHistory(['Account', 'WalletSend', 'WalletSendPreview', 'ConnectingSiwe'])
    expect(reduce(start, goBackToIndex(1))).toMatchObject({
      view: 'WalletSend',
      history: ['Account', 'WalletSend'],
    })
  })

  it.each([-1, 4, 1.5])('goBackToIndex(%s) outside the history does nothing', (index) => {
    const start = withHistory(['Account', 'WalletSend', 'WalletSendPreview', 'ConnectingSiwe'])
    expect(reduce(start, goBackToIndex(index))).toBe(start)
  })

  it('cancelling SIWX resets to Connect', () => {
    const state = reduce(withHistory(['Account', 'SIWXSignMessage']), siwxCancelled())
    expect(state).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('keeps the transaction stack as plain entries, last in first out', () => {
    let state = reduce(undefined, transactionStackPushed({ id: 'a', view: 'Account' }))
    state = reduce(state, transactionStackPushed({ id: 'b', goBack: true }))
    state = reduce(state, transactionStackPopped())
    expect(state.transactionStack).toEqual([{ id: 'a', view: 'Account' }])
  })
})
