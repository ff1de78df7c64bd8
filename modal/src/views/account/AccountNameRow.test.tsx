import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setProfile } from '../../features/account/accountSlice.ts'
import {
  createConnectedStore,
  createFakeCloud,
} from '../../features/account/fakeCloud.test-helpers.ts'
import { resetView } from '../../store/routerSlice.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { AccountNameRow } from './AccountNameRow.tsx'

afterEach(unmountAll)

async function setup(profileName: string | null | undefined) {
  const { store } = createConnectedStore(createFakeCloud().cloud)
  store.dispatch(resetView('Account'))
  if (profileName !== undefined) store.dispatch(setProfile('eip155', { profileName }))
  const view = await renderWithStore(<AccountNameRow />, store)
  return { store, row: () => view.querySelector('button') }
}

describe("Account's Choose a name", () => {
  it('shows for an account the cloud knows no name for, and opens RegisterAccountName', async () => {
    const { store, row } = await setup(null)
    expect(row()?.textContent).toContain('Choose a name')
    await act(async () => row()?.click())
    expect(store.getState().router.view).toBe('RegisterAccountName')
  })

  it('is absent while the identity is unknown, and for an account with a name', async () => {
    expect((await setup(undefined)).row()).toBeNull()
    await unmountAll()
    expect((await setup('alice.reown.id')).row()).toBeNull()
  })
})
