/**
 * Wallet security from the Account view: the modal stands on WalletSecurity while the frame's
 * window is open, returns to Account when it closes, and closing the modal ends the window. The
 * user is read again afterwards, so a recovery method set there ends "Set up recovery".
 */
import { createPorticoError } from '@portico/shared'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { setCaipAddress } from '../../features/account/accountSlice.ts'
import { modalOpened } from '../../store/modalSlice.ts'
import { closeModal } from '../../store/modalThunks.ts'
import { setActiveNamespace } from '../../store/networkSlice.ts'
import { createTestStore, fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import type { AuthConnection } from './authConnection.ts'
import { authKey } from './authThunks.ts'
import { openWalletSecurity } from './walletSecurityThunks.ts'

const ADDRESS = 'eip155:1:0x1111111111111111111111111111111111111111' as const

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** An open modal on Account; the frame's window stays open until `close` or `fail`. */
function setup() {
  let close = () => {}
  let fail: (error: unknown) => void = () => {}
  const openWalletSettings = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        close = resolve
        fail = reject
      }),
  )
  // As the real one: the frame's pending OPEN_WALLET_SETTINGS fails with FRAME_ABORTED.
  const rejectPendingUnsafe = vi.fn(async () => fail(createPorticoError('FRAME_ABORTED')))
  const test = createTestStore(
    { router: { view: 'Account', history: ['Account'], transactionStack: [] } },
    fakeCoreServices({ rejectPendingUnsafe }),
  )
  const refreshUser = vi.fn(async () => {})
  test.services.services.set(authKey, {
    openWalletSettings,
    refreshUser,
  } as unknown as AuthConnection)
  test.store.dispatch(setActiveNamespace('eip155'))
  test.store.dispatch(setCaipAddress('eip155', ADDRESS))
  test.store.dispatch(modalOpened())
  return {
    ...test,
    openWalletSettings,
    refreshUser,
    rejectPendingUnsafe,
    close: () => close(),
    fail: (e: unknown) => fail(e),
  }
}

it('stands on WalletSecurity while the frame window is open and goes back to Account when it closes', async () => {
  const { store, openWalletSettings, refreshUser, close } = setup()
  const done = store.dispatch(openWalletSecurity())
  expect(store.getState().router.history).toEqual(['Account', 'WalletSecurity'])
  expect(openWalletSettings).toHaveBeenCalledOnce()
  await Promise.resolve()
  expect(refreshUser).not.toHaveBeenCalled()
  close()
  await done
  expect(store.getState().router.history).toEqual(['Account'])
  expect(store.getState().modal.open).toBe(true)
  // GET_USER again: a recovery method set in the window ends the Account view's warning.
  expect(refreshUser).toHaveBeenCalledOnce()
})

it('closing the modal ends the frame window, leaving the router on Account without an error', async () => {
  const { store, rejectPendingUnsafe, refreshUser } = setup()
  const done = store.dispatch(openWalletSecurity())
  store.dispatch(closeModal())
  expect(rejectPendingUnsafe).toHaveBeenCalledOnce()
  await done
  expect(store.getState().modal.open).toBe(false)
  expect(store.getState().router.history).toEqual(['Account'])
  expect(store.getState().snackbar.open).toBe(false)
  // A method set before the modal closed counts as well.
  expect(refreshUser).toHaveBeenCalledOnce()
})

it('a refusal by the frame is shown and the modal goes back to Account', async () => {
  const { store, fail, rejectPendingUnsafe } = setup()
  const done = store.dispatch(openWalletSecurity())
  fail(createPorticoError('NOT_SIGNED_IN'))
  await done
  expect(store.getState().router.view).toBe('Account')
  expect(store.getState().snackbar).toMatchObject({ open: true, message: 'Not signed in' })
  // Closing on Account afterwards does not touch the frame.
  store.dispatch(closeModal())
  expect(rejectPendingUnsafe).not.toHaveBeenCalled()
})
