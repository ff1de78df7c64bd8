import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createConnectedStore,
  createFakeCloud,
  ETH,
  PTK,
  RECEIVER,
  TUSD,
} from '../../features/account/fakeCloud.test-helpers.ts'
import {
  setGasEstimate,
  setReceiverAddress,
  setSendError,
  setSendToken,
  setSendTokenAmount,
  setSendTokenBalances,
} from '../../features/send/sendSlice.ts'
import {
  estimateSendGas,
  prepareSend,
  previewSend,
  selectSendToken,
  sendTransaction,
  setMaxSendAmount,
  setSendReceiver,
} from '../../features/send/sendThunks.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { WalletSendPreviewView } from './WalletSendPreviewView.tsx'
import { WalletSendSelectTokenView } from './WalletSendSelectTokenView.tsx'
import { WalletSendView } from './WalletSendView.tsx'

vi.mock('../../features/send/sendThunks.ts', async (original) =>
  (await import('../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'estimateSendGas',
    'prepareSend',
    'previewSend',
    'selectSendToken',
    'sendTransaction',
    'setMaxSendAmount',
    'setSendReceiver',
  ]),
)

afterEach(unmountAll)

const byTestId = (root: ParentNode, id: string) =>
  root.querySelector(`[data-testid="${id}"]`) as HTMLElement & HTMLInputElement & HTMLButtonElement

/** Types into a React-controlled input. */
async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function setup() {
  const { store } = createConnectedStore(createFakeCloud().cloud)
  return { store }
}

describe('WalletSendView', () => {
  it('reads the balances on opening; Preview says what is missing', async () => {
    const { store } = setup()
    const view = await renderWithStore(<WalletSendView />, store)
    expect(prepareSend).toHaveBeenCalled()
    const preview = byTestId(view, 'send-preview')
    expect(preview.disabled).toBe(true)
    expect(preview.textContent).toBe('Select a token')
    await act(async () => store.dispatch(setSendToken(ETH)))
    expect(preview.textContent).toBe('Enter an amount')
    expect(estimateSendGas).toHaveBeenCalled()
    await act(async () => store.dispatch(setSendTokenAmount('5')))
    expect(preview.textContent).toBe('Insufficient funds')
    expect(byTestId(view, 'send-amount-input').getAttribute('aria-invalid')).toBe('true')
    await act(async () => store.dispatch(setSendTokenAmount('0.5')))
    expect(preview.textContent).toBe('Add the receiver address')
    await act(async () => store.dispatch(setReceiverAddress('0x1234')))
    expect(preview.textContent).toBe('Invalid address')
    await act(async () => store.dispatch(setReceiverAddress(RECEIVER)))
    expect(preview.disabled).toBe(false)
    expect(preview.textContent).toBe('Preview send')
    await act(async () => preview.click())
    expect(previewSend).toHaveBeenCalled()
  })

  it('too little native balance for the fee disables Preview', async () => {
    const { store } = setup()
    store.dispatch(setSendTokenBalances({ tokenBalances: [PTK], networkBalanceInUSD: 0 }))
    store.dispatch(setSendToken(PTK))
    store.dispatch(setSendTokenAmount('1'))
    store.dispatch(setReceiverAddress(RECEIVER))
    const view = await renderWithStore(<WalletSendView />, store)
    expect(byTestId(view, 'send-preview').textContent).toBe('Insufficient gas funds')
  })

  it('typing and Max go through the send actions; the balance and USD value show', async () => {
    const { store } = setup()
    store.dispatch(setSendToken(ETH))
    store.dispatch(setSendTokenAmount('0.5'))
    const view = await renderWithStore(<WalletSendView />, store)
    expect(byTestId(view, 'send-amount-usd').textContent).toBe('$1,500.00')
    expect(byTestId(view, 'send-balance').textContent).toBe('2.00 ETH available')
    await type(byTestId(view, 'send-amount-input'), '1.25')
    expect(store.getState().send.sendTokenAmount).toBe('1.25')
    await type(byTestId(view, 'send-receiver-input'), 'bob.reown.id')
    expect(setSendReceiver).toHaveBeenCalledWith('bob.reown.id')
    await act(async () => byTestId(view, 'send-max').click())
    expect(setMaxSendAmount).toHaveBeenCalled()
    await act(async () => byTestId(view, 'send-select-token').click())
    expect(store.getState().router.view).toBe('WalletSendSelectToken')
  })
})

describe('WalletSendSelectTokenView', () => {
  it('lists the balances, filtered by the search, and chooses one', async () => {
    const { store } = setup()
    store.dispatch(setSendTokenBalances({ tokenBalances: [ETH, PTK, TUSD] }))
    const view = await renderWithStore(<WalletSendSelectTokenView />, store)
    expect(view.querySelectorAll('[data-testid^="send-token-"]')).toHaveLength(3)
    await type(byTestId(view, 'token-search-input'), 'usd')
    expect(byTestId(view, 'send-token-PTK')).toBeNull()
    await act(async () => byTestId(view, 'send-token-tUSD').click())
    expect(selectSendToken).toHaveBeenCalledWith(TUSD)
    await type(byTestId(view, 'token-search-input'), 'nothing')
    expect(byTestId(view, 'token-search-empty').textContent).toBe('No tokens found')
  })
})

describe('WalletSendPreviewView', () => {
  function filled() {
    const s = setup()
    s.store.dispatch(setSendTokenBalances({ tokenBalances: [ETH], networkBalanceInUSD: 6000 }))
    s.store.dispatch(setSendToken(ETH))
    s.store.dispatch(setSendTokenAmount('0.5'))
    s.store.dispatch(setReceiverAddress(RECEIVER))
    return s
  }

  it('shows what will be sent and the fee; Send sends', async () => {
    const { store } = filled()
    const view = await renderWithStore(<WalletSendPreviewView />, store)
    expect(estimateSendGas).toHaveBeenCalled()
    expect(byTestId(view, 'send-preview-fee').textContent).toBe('Estimating…')
    await act(async () =>
      store.dispatch(
        setGasEstimate({ gas: '21000', gasPrice: '1000000000', gasPriceInUSD: 0.063 }),
      ),
    )
    expect(byTestId(view, 'send-preview-amount').textContent).toBe('0.5 ETH ($1,500.00)')
    expect(byTestId(view, 'send-preview-receiver').textContent).toBe('0xb0…000002')
    expect(byTestId(view, 'send-preview-network').textContent).toBe('Portico Devnet')
    expect(byTestId(view, 'send-preview-fee').textContent).toBe('< 0.001 ETH ($0.06)')
    await act(async () => byTestId(view, 'send-confirm').click())
    expect(sendTransaction).toHaveBeenCalled()
  })

  it("shows the failure's reason", async () => {
    const { store } = filled()
    store.dispatch(setSendError({ code: 'NONCE_TOO_LOW', message: 'Nonce too low.' }))
    const view = await renderWithStore(<WalletSendPreviewView />, store)
    expect(byTestId(view, 'send-error').textContent).toBe('Nonce too low.')
    expect(byTestId(view, 'send-error').getAttribute('role')).toBe('alert')
    expect(byTestId(view, 'send-preview-fee').textContent).toBe('Unavailable')
  })
})
