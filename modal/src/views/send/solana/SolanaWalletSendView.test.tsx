import type { TokenBalance } from '@portico/shared'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineSolanaNetwork } from '../../../chains/solana/solanaNetworks.ts'
import { setCaipAddress } from '../../../features/account/accountSlice.ts'
import {
  createConnectedStore,
  createFakeCloud,
} from '../../../features/account/fakeCloud.test-helpers.ts'
import {
  setReceiverAddress,
  setSendToken,
  setSendTokenAmount,
} from '../../../features/send/sendSlice.ts'
import { estimateSendGas } from '../../../features/send/sendThunks.ts'
import {
  previewSolanaSend,
  quoteSolanaSend,
} from '../../../features/send/solana/solanaSendThunks.ts'
import { setActiveNamespace, setCaipNetwork } from '../../../store/networkSlice.ts'
import { renderWithStore, unmountAll } from '../../../ui/renderWithStore.test-helpers.tsx'
import { WalletSendView } from '../WalletSendView.tsx'

vi.mock('../../../features/send/sendThunks.ts', async (original) =>
  (await import('../../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'estimateSendGas',
    'prepareSend',
    'setSendReceiver',
  ]),
)
vi.mock('../../../features/send/solana/solanaSendThunks.ts', async (original) =>
  (await import('../../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'quoteSolanaSend',
    'previewSolanaSend',
    'setMaxSolanaAmount',
  ]),
)

afterEach(unmountAll)

const REFERENCE = 'HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'
const CLUSTER = `solana:${REFERENCE}`
const ACCOUNT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: CLUSTER,
  address: `${CLUSTER}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
}

const byTestId = (root: ParentNode, id: string) =>
  root.querySelector(`[data-testid="${id}"]`) as HTMLElement & HTMLButtonElement

function solanaStore() {
  const { store } = createConnectedStore(createFakeCloud().cloud)
  store.dispatch(
    setCaipNetwork('solana', defineSolanaNetwork(REFERENCE, 'Portico Solana', 'http://x.test')),
  )
  store.dispatch(setCaipAddress('solana', `${CLUSTER}:${ACCOUNT}`))
  store.dispatch(setActiveNamespace('solana'))
  return store
}

describe('WalletSend for a Solana account', () => {
  it("shows the Solana form: Solana's rules and SPEC §5's text, no EVM estimate", async () => {
    const store = solanaStore()
    const view = await renderWithStore(<WalletSendView />, store)
    await vi.waitFor(() => expect(byTestId(view, 'send-preview')).not.toBeNull())
    const preview = byTestId(view, 'send-preview')
    await act(async () => store.dispatch(setSendToken(USDC)))
    await act(async () => store.dispatch(setSendTokenAmount('1.5')))
    await act(async () => store.dispatch(setReceiverAddress('0x1234')))
    expect(preview.textContent).toBe('Invalid address')
    expect(preview.disabled).toBe(true)
    expect(byTestId(view, 'send-invalid').textContent).toBe(
      'Please enter a valid amount and receiver address',
    )
    await act(async () => store.dispatch(setReceiverAddress(ACCOUNT)))
    expect(byTestId(view, 'send-invalid')).toBeNull()
    expect(preview.textContent).toBe('Preview send')
    await act(async () => preview.click())
    expect(previewSolanaSend).toHaveBeenCalled()
    await vi.waitFor(() => expect(quoteSolanaSend).toHaveBeenCalled())
    expect(estimateSendGas).not.toHaveBeenCalled()
  })
})
