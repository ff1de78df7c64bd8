/**
 * The names views on the real thunks: a typed name breaking SPEC §5 gets its text and no
 * request; a valid one its availability; Register signs with the account and shows the success,
 * whose button goes back to Account with the name; a taken name cannot be registered.
 */
import { act } from 'react'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeProvider } from '../../connectors/injected/fakeWallet.test-helpers.ts'
import { selectActiveAccount, setCaipAddress } from '../../features/account/accountSlice.ts'
import {
  createConnectedStore,
  createFakeCloud,
} from '../../features/account/fakeCloud.test-helpers.ts'
import { openRegisterAccountName } from '../../features/names/namesThunks.ts'
import { namesTimingKey } from '../../features/names/namesTiming.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { resetView } from '../../store/routerSlice.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.tsx'
import { RegisterAccountNameView } from './RegisterAccountNameView.tsx'

afterEach(unmountAll)

function NamesFlow() {
  const view = useAppSelector((state) => state.router.view)
  if (view === 'RegisterAccountName') return <RegisterAccountNameView />
  if (view === 'RegisterAccountNameSuccess') return <RegisterAccountNameSuccessView />
  return <p data-testid="other-view">{view}</p>
}

const profileOf = (name: string, address: string) => ({
  name,
  addresses: { '60': { address } },
  attributes: {},
  registered: 1_767_225_600,
})

async function setup({ taken = [] as string[] } = {}) {
  const wallet = privateKeyToAccount(generatePrivateKey())
  const registered: string[] = []
  const { cloud, seen } = createFakeCloud({
    '/profile/suggestions/': ({ path }) => {
      const label = path.split('/').pop() ?? ''
      return {
        suggestions: [label, `${label}1`].map((l) => ({
          name: `${l}.reown.id`,
          registered: taken.includes(l),
        })),
      }
    },
    '/profile/reverse/': () => registered.map((name) => profileOf(name, wallet.address)),
    '/profile/account': ({ body }) => {
      const { name } = JSON.parse((body as { message: string }).message) as { name: string }
      registered.push(name)
      return profileOf(name, wallet.address)
    },
  })
  const provider = createFakeProvider({ accounts: [wallet.address] })
  provider.handlers = {
    personal_sign: (params) =>
      wallet.signMessage({ message: { raw: (params as [`0x${string}`])[0] } }),
  }
  const { store, services } = createConnectedStore(
    cloud,
    undefined,
    fakeCoreServices({ getProvider: () => provider }),
  )
  store.dispatch(setCaipAddress('eip155', `eip155:31337:${wallet.address}`))
  services.set(namesTimingKey, { suggestionsDelayMs: 0 })
  store.dispatch(resetView('Account'))
  store.dispatch(openRegisterAccountName())
  const view = await renderWithStore(<NamesFlow />, store)
  const byTestId = (id: string) => view.querySelector<HTMLElement>(`[data-testid="${id}"]`)
  // The names catalogue loads with the view.
  await vi.waitFor(() => expect(byTestId('register-name-input')).not.toBeNull())
  const type = async (text: string) => {
    const input = byTestId('register-name-input') as HTMLInputElement
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(input, text)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
  const click = async (id: string) =>
    act(async () => {
      byTestId(id)?.click()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
  return { store, seen, view, byTestId, type, click, provider }
}

describe('RegisterAccountName', () => {
  it('a name breaking SPEC §5 gets its text, Register stays off, and nothing is asked', async () => {
    const s = await setup()
    await s.type('abc')
    expect(s.byTestId('register-name-issue')?.textContent).toBe('A name has at least 4 characters')
    await s.type('ali ce')
    expect(s.byTestId('register-name-issue')?.textContent).toBe(
      'Use only letters, digits and hyphens',
    )
    expect((s.byTestId('register-name-submit') as HTMLButtonElement).disabled).toBe(true)
    expect(s.seen).toEqual([])
  })

  it('registers a free name and shows it, then Account has it', async () => {
    const s = await setup()
    await s.type('alice')
    expect(s.byTestId('register-name-availability')?.textContent).toBe(
      'alice.reown.id is available',
    )
    await s.click('register-name-submit')
    expect(s.byTestId('register-name-success')?.textContent).toBe(
      'alice.reown.id now points to your account.',
    )
    await s.click('register-name-done')
    expect(s.byTestId('other-view')?.textContent).toBe('Account')
    expect(selectActiveAccount(s.store.getState()).profileName).toBe('alice.reown.id')
  })

  it('a taken name shows unavailable and cannot be registered', async () => {
    const s = await setup({ taken: ['alice'] })
    await s.type('alice')
    expect(s.byTestId('register-name-availability')?.textContent).toBe(
      'alice.reown.id is unavailable',
    )
    expect((s.byTestId('register-name-submit') as HTMLButtonElement).disabled).toBe(true)
    await s.click('register-name-submit')
    expect(s.provider.request).not.toHaveBeenCalled()
  })
})
