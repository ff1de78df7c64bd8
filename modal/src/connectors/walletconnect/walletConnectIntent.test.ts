import { describe, expect, it, vi } from 'vitest'
import { setLegalAccepted } from '../../store/legalConsentSlice.ts'
import { modalClosed, modalOpened } from '../../store/modalSlice.ts'
import { setOptions } from '../../store/optionsSlice.ts'
import { createTestStore, fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import type { InjectedWallet } from '../injected/eip6963.ts'
import { injectedKey } from '../injected/injectedThunks.ts'
import type { WalletConnectConnection } from './walletConnectConnection.ts'
import { walletConnectIntent } from './walletConnectIntent.ts'
import { addWalletConnectListeners } from './walletConnectListeners.ts'
import { walletConnectKey } from './walletConnectThunks.ts'

const METAMASK = 'io.metamask'

function setup(overrides: Parameters<typeof fakeCoreServices>[0] = {}) {
  const test = createTestStore(undefined, fakeCoreServices(overrides))
  const connection = { prepare: vi.fn(), dropPrepared: vi.fn() }
  test.services.services.set(walletConnectKey, {
    connection: connection as unknown as WalletConnectConnection,
    platform: { mobile: false, reusesPendingAttempt: false },
  })
  const installed = new Set([METAMASK])
  test.services.services.set(injectedKey, {
    connection: {} as never,
    find: (id) => (installed.has(id) ? ({} as InjectedWallet) : undefined),
    waitFor: async () => undefined,
  })
  return { ...test, connection }
}

describe('walletConnectIntent', () => {
  it('prepares a pairing for the WalletConnect row and for a wallet without its extension', () => {
    const { store, connection } = setup()
    store.dispatch(walletConnectIntent())
    store.dispatch(walletConnectIntent({ id: 'rainbow', rdns: 'me.rainbow' }))
    expect(connection.prepare).toHaveBeenCalledTimes(2)
  })

  it('does nothing for a wallet whose extension is installed (its click uses the extension)', () => {
    const { store, connection } = setup()
    store.dispatch(walletConnectIntent({ id: 'metamask', rdns: METAMASK }))
    expect(connection.prepare).not.toHaveBeenCalled()
  })

  it('does nothing while the legal checkbox locks the rows, and prepares once it is ticked', () => {
    const { store, connection } = setup()
    store.dispatch(
      setOptions({
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://example.com/t',
      }),
    )
    store.dispatch(walletConnectIntent())
    expect(connection.prepare).not.toHaveBeenCalled()
    store.dispatch(setLegalAccepted(true))
    store.dispatch(walletConnectIntent())
    expect(connection.prepare).toHaveBeenCalledOnce()
  })

  it('does nothing while a wallet is connected', () => {
    const { store, connection } = setup({
      activeConnection: () => ({ switchNetwork: vi.fn(), disconnect: vi.fn() }),
    })
    store.dispatch(walletConnectIntent())
    expect(connection.prepare).not.toHaveBeenCalled()
  })
})

describe('closing the modal', () => {
  it('drops a pairing created on intent', () => {
    const { store, startAppListening, connection } = setup()
    // The listener createCore adds.
    addWalletConnectListeners(startAppListening)
    store.dispatch(modalOpened())
    expect(connection.dropPrepared).not.toHaveBeenCalled()
    store.dispatch(modalClosed())
    expect(connection.dropPrepared).toHaveBeenCalledOnce()
  })
})
