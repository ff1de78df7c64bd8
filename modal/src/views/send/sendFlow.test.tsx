/**
 * The send views on the real thunks: Preview is a transaction stack entry (SPEC §2), so Cancel
 * returns to the form and a send the wallet accepted returns to Account.
 */
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFakeProvider,
  walletError,
} from '../../connectors/injected/fakeWallet.test-helpers.ts'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
  ETH,
  RECEIVER,
} from '../../features/account/fakeCloud.test-helpers.ts'
import { sendTimingKey } from '../../features/send/sendContext.ts'
import { setReceiverAddress, setSendTokenAmount } from '../../features/send/sendSlice.ts'
import { openSend } from '../../features/send/sendThunks.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { resetView } from '../../store/routerSlice.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { WalletSendPreviewView } from './WalletSendPreviewView.tsx'
import { WalletSendView } from './WalletSendView.tsx'

afterEach(unmountAll)

const HASH = `0x${'ab'.repeat(32)}`

/** The router's current view among the two send views (others by name). */
function SendFlow() {
  const view = useAppSelector((state) => state.router.view)
  if (view === 'WalletSend') return <WalletSendView />
  if (view === 'WalletSendPreview') return <WalletSendPreviewView />
  return <p data-testid="other-view">{view}</p>
}

async function setup() {
  const provider = createFakeProvider({ accounts: [ACCOUNT] })
  provider.handlers = {
    eth_estimateGas: () => '0x5208',
    eth_gasPrice: () => '0x3b9aca00',
    eth_sendTransaction: () => HASH,
    eth_getTransactionReceipt: () => null,
  }
  const { cloud } = createFakeCloud({ '/balance': () => ({ balances: [ETH] }) })
  const core = fakeCoreServices({ getProvider: () => provider })
  const { store, services } = createConnectedStore(cloud, undefined, core)
  services.set(sendTimingKey, { receipt: { pollMs: 1, timeoutMs: 5 }, receiverLookupDelayMs: 0 })
  store.dispatch(resetView('Account'))
  store.dispatch(openSend(ETH))
  const view = await renderWithStore(<SendFlow />, store)
  await act(async () => {
    store.dispatch(setSendTokenAmount('0.5'))
    store.dispatch(setReceiverAddress(RECEIVER))
  })
  const byTestId = (id: string) =>
    view.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement | null
  const click = (id: string) => act(async () => byTestId(id)?.click())
  return { store, provider, byTestId, click }
}

describe('the send flow through its views (SPEC §2 transaction stack)', () => {
  it('Preview pushes the entry; Cancel pops it back to the form', async () => {
    const { store, click, byTestId } = await setup()
    await click('send-preview')
    expect(store.getState().router.view).toBe('WalletSendPreview')
    expect(store.getState().router.transactionStack).toHaveLength(1)
    await click('send-cancel')
    expect(store.getState().router.view).toBe('WalletSend')
    expect(store.getState().router.transactionStack).toEqual([])
    expect(byTestId('send-preview')).not.toBeNull()
  })

  it('Send returns to Account once the wallet has started the transaction', async () => {
    const { store, click, byTestId } = await setup()
    await click('send-preview')
    await click('send-confirm')
    await act(() => vi.waitFor(() => expect(store.getState().router.view).toBe('Account')))
    expect(store.getState().router).toMatchObject({ history: ['Account'], transactionStack: [] })
    expect(byTestId('other-view')?.textContent).toBe('Account')
    expect(store.getState().snackbar.message).toBe('Transaction started')
  })

  it('a refusal in the wallet keeps the preview and its entry', async () => {
    const { store, provider, click } = await setup()
    provider.handlers.eth_sendTransaction = () => {
      throw walletError(4001, 'User rejected the request.')
    }
    await click('send-preview')
    await click('send-confirm')
    await act(() => vi.waitFor(() => expect(store.getState().send.loading).toBe(false)))
    expect(store.getState().send.error?.code).toBeDefined()
    expect(store.getState().router.view).toBe('WalletSendPreview')
    expect(store.getState().router.transactionStack).toHaveLength(1)
  })
})
