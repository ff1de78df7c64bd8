/**
 * The e-mail wallet's account type on Account (issue 24): "Smart Account" by default on a network
 * with a bundler, a switch to the EOA there (through the frame), and the EOA alone elsewhere.
 */
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import type { AuthConnection } from '../../connectors/auth/authConnection.ts'
import { authKey } from '../../connectors/auth/authThunks.ts'
import { setAllAccounts } from '../../features/account/accountSlice.ts'
import {
  createConnectedStore,
  createFakeCloud,
} from '../../features/account/fakeCloud.test-helpers.ts'
import { setSmartAccountEnabledNetworks } from '../../store/networkSlice.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { AccountTypeRow } from './AccountTypeRow.tsx'

afterEach(unmountAll)

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(enabled: number[]) {
  const { store, services } = createConnectedStore(createFakeCloud().cloud)
  const address = store.getState().account.byNamespace.eip155?.address as string
  store.dispatch(
    setAllAccounts('eip155', [
      { namespace: 'eip155', address: EOA, type: 'eoa' },
      { namespace: 'eip155', address, type: 'smartAccount' },
    ]),
  )
  store.dispatch(setSmartAccountEnabledNetworks('eip155', enabled))
  const setPreferredAccountType = vi.fn(async () => {
    throw new Error('Chain is not supported')
  })
  services.set(authKey, { setPreferredAccountType } as unknown as AuthConnection)
  return { store, setPreferredAccountType }
}

it('shows the smart account with a switch to the EOA on a network with a bundler', async () => {
  const { store, setPreferredAccountType } = setup([31337])
  const view = await renderWithStore(<AccountTypeRow />, store)
  const button = view.querySelector('button') as HTMLButtonElement
  expect(button.querySelector('.portico-list-item-name')?.textContent).toBe('Smart Account')
  expect(button.getAttribute('aria-label')).toBe('Switch to EOA')
  expect(button.disabled).toBe(false)
  // The frame refuses: the error is shown and the account stays what it was.
  await act(async () => button.click())
  expect(setPreferredAccountType).toHaveBeenCalledWith('eoa')
  expect(store.getState().snackbar.message).toBe('Chain is not supported')
  expect(button.querySelector('.portico-list-item-name')?.textContent).toBe('Smart Account')
})

it('shows the EOA alone, with no switch, on a network without a bundler', async () => {
  const { store } = setup([])
  store.dispatch(setAllAccounts('eip155', []))
  const view = await renderWithStore(<AccountTypeRow />, store)
  const button = view.querySelector('button') as HTMLButtonElement
  expect(button.querySelector('.portico-list-item-name')?.textContent).toBe('EOA')
  expect(button.disabled).toBe(true)
  expect(button.getAttribute('aria-label')).toBeNull()
})
