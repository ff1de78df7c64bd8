/** The Account view's "Wallet security" entry: only for the e-mail wallet, and where it leads. */
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID, type AuthConnection } from '../connectors/auth/authConnection.ts'
import { authKey } from '../connectors/auth/authThunks.ts'
import {
  createConnectedStore,
  createFakeCloud,
} from '../features/account/fakeCloud.test-helpers.ts'
import { setActiveConnectorId } from '../store/connectorsSlice.ts'
import { modalOpened } from '../store/modalSlice.ts'
import { resetView } from '../store/routerSlice.ts'
import { renderWithStore, unmountAll } from '../ui/renderWithStore.test-helpers.tsx'
import { AccountView } from './AccountView.tsx'

afterEach(unmountAll)

const entry = (view: HTMLElement) =>
  [...view.querySelectorAll('button')].find((b) => b.textContent?.includes('Wallet security'))

it('shows no Wallet security entry for an extension wallet', async () => {
  const { store } = createConnectedStore(createFakeCloud().cloud)
  store.dispatch(setActiveConnectorId('eip155', 'io.metamask'))
  const view = await renderWithStore(<AccountView />, store)
  expect(entry(view)).toBeUndefined()
})

it('for the e-mail wallet opens WalletSecurity and asks the frame for its window', async () => {
  const { store, services } = createConnectedStore(createFakeCloud().cloud)
  const openWalletSettings = vi.fn(() => new Promise<void>(() => {}))
  services.set(authKey, { openWalletSettings } as unknown as AuthConnection)
  store.dispatch(setActiveConnectorId('eip155', AUTH_CONNECTOR_ID))
  store.dispatch(resetView('Account'))
  store.dispatch(modalOpened())
  const view = await renderWithStore(<AccountView />, store)
  await act(async () => entry(view)?.click())
  expect(store.getState().router.history).toEqual(['Account', 'WalletSecurity'])
  expect(openWalletSettings).toHaveBeenCalledOnce()
})
