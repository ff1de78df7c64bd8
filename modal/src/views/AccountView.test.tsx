/**
 * The Account view's "Wallet security" entry: only for the e-mail wallet, where it leads, and its
 * "Set up recovery" warning while the frame says the wallet has no recovery method.
 */
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID, type AuthConnection } from '../connectors/auth/authConnection.ts'
import { authKey } from '../connectors/auth/authThunks.ts'
import { type AccountUser, setUser } from '../features/account/accountSlice.ts'
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

it.each<[string, boolean, AccountUser | undefined]>([
  ['no recovery method', true, { email: 'a@example.com', recoverySetUp: false }],
  ['a recovery method', false, { email: 'a@example.com', recoverySetUp: true }],
  ['a frame that does not say (an AppKit-style user)', false, { email: 'a@example.com' }],
  ['no user yet', false, undefined],
])('with %s, the entry warns "Set up recovery": %s', async (_case, warns, user) => {
  const { store } = createConnectedStore(createFakeCloud().cloud)
  store.dispatch(setActiveConnectorId('eip155', AUTH_CONNECTOR_ID))
  store.dispatch(setUser('eip155', user))
  const view = await renderWithStore(<AccountView />, store)
  const button = entry(view)
  expect(button?.querySelector('.portico-list-item-name')?.textContent).toBe('Wallet security')
  expect(button?.textContent?.includes('Set up recovery')).toBe(warns)
  // Its accessible name says it too (without a warning, the name is the button's text).
  expect(button?.getAttribute('aria-label')).toBe(warns ? 'Wallet security Set up recovery' : null)
})

it.each<[string, string | null, boolean]>([
  ['no profile image', null, true],
  ['a profile image', 'https://img.test/alice.png', false],
])('with %s, the header shows the generated avatar: %s', async (_case, avatar, generated) => {
  const { store } = createConnectedStore(
    createFakeCloud({ '/identity/': () => ({ name: null, avatar }) }).cloud,
  )
  const view = await renderWithStore(<AccountView />, store)
  await act(async () => {})
  const gradient = view.querySelector<HTMLElement>('[data-testid="account-avatar-generated"]')
  const image = view.querySelector<HTMLImageElement>('img.portico-avatar')
  expect(gradient !== null).toBe(generated)
  expect(image?.getAttribute('src') ?? null).toBe(avatar)
  // Drawn from this account's address (not a letter on a square).
  if (gradient) {
    expect(gradient.textContent).toBe('')
    expect(gradient.style.background).toContain('linear-gradient')
  } else {
    // A profile image that fails to load gives way to the generated avatar.
    await act(async () => image?.dispatchEvent(new Event('error')))
    expect(view.querySelector('[data-testid="account-avatar-generated"]')).not.toBeNull()
  }
})
