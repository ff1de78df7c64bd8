import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hideSnackbar } from './snackbarSlice.ts'
import { SNACKBAR_DISPLAY_MS, showSnackbar } from './snackbarThunks.ts'
import { createTestStore } from './testStore.test-helpers.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const snackbar = (store: ReturnType<typeof createTestStore>['store']) => store.getState().snackbar

describe('showSnackbar', () => {
  it('shows at once when closed', () => {
    const { store } = createTestStore()
    store.dispatch(
      showSnackbar({ message: 'Transaction started', variant: 'success', svg: 'checkmark' }),
    )
    expect(snackbar(store)).toMatchObject({
      open: true,
      message: 'Transaction started',
      variant: 'success',
      svg: 'checkmark',
      autoClose: true,
    })
  })

  it('hides after SNACKBAR_DISPLAY_MS when auto-closing', () => {
    const { store } = createTestStore()
    store.dispatch(showSnackbar({ message: 'Saved', variant: 'success' }))
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS - 1)
    expect(snackbar(store).open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(snackbar(store).open).toBe(false)
  })

  it('stays without autoClose', () => {
    const { store } = createTestStore()
    store.dispatch(
      showSnackbar({ message: 'Authenticating...', variant: 'loading', autoClose: false }),
    )
    vi.advanceTimersByTime(60_000)
    expect(snackbar(store)).toMatchObject({ open: true, autoClose: false })
  })

  it('when already open, hides and re-shows after 150 ms', () => {
    const { store } = createTestStore()
    store.dispatch(showSnackbar({ message: 'First', variant: 'success', autoClose: false }))
    store.dispatch(showSnackbar({ message: 'Token Balance Unavailable', variant: 'error' }))
    expect(snackbar(store)).toMatchObject({ open: false, message: 'First' })
    vi.advanceTimersByTime(149)
    expect(snackbar(store).open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snackbar(store)).toMatchObject({
      open: true,
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
  })

  it("an older message's auto-close does not hide a newer one", () => {
    const { store } = createTestStore()
    store.dispatch(showSnackbar({ message: 'First', variant: 'success' }))
    vi.advanceTimersByTime(2_000)
    store.dispatch(showSnackbar({ message: 'Second', variant: 'success' }))
    vi.advanceTimersByTime(150 + 100)
    expect(snackbar(store)).toMatchObject({ open: true, message: 'Second' })
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS - 100)
    expect(snackbar(store).open).toBe(false)
  })

  it('a delayed re-show gives way to a newer message shown meanwhile', () => {
    const { store } = createTestStore()
    store.dispatch(showSnackbar({ message: 'First', variant: 'success', autoClose: false }))
    store.dispatch(showSnackbar({ message: 'Second', variant: 'success', autoClose: false }))
    store.dispatch(showSnackbar({ message: 'Third', variant: 'success', autoClose: false }))
    vi.advanceTimersByTime(150)
    expect(snackbar(store)).toMatchObject({ open: true, message: 'Third' })
  })

  it('hideSnackbar hides at once', () => {
    const { store } = createTestStore()
    store.dispatch(showSnackbar({ message: 'Hi', variant: 'success' }))
    store.dispatch(hideSnackbar())
    expect(snackbar(store).open).toBe(false)
  })
})
