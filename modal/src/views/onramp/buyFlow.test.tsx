/**
 * The buy views on the real thunks and a fake cloud: Account's Buy (the `onramp` feature), the
 * amount's limits and the quote, the SPEC §7 fallbacks said on screen, a blocked window with
 * its retry, and BuyInProgress following the order to the balance.
 */
import { ONRAMP_DEFAULT_LIMITS, type OnrampOptions } from '@portico/shared'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
  token,
} from '../../features/account/fakeCloud.test-helpers.ts'
import { loadOnrampOptions, updateOnrampAmount } from '../../features/onramp/onrampThunks.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { setOptions } from '../../store/optionsSlice.ts'
import { resetView } from '../../store/routerSlice.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { AccountButtons } from '../account/AccountButtons.tsx'
import { BuyInProgressView } from './BuyInProgressView.tsx'
import { OnRampProvidersView, QUOTE_DELAY_MS } from './OnRampProvidersView.tsx'
import { OnRampTokenSelectView } from './OnRampTokenSelectView.tsx'

afterEach(() => {
  unmountAll()
  vi.restoreAllMocks()
})

const OPTIONS: OnrampOptions = {
  purchaseCurrencies: ['ETH', 'tUSD'].map((id) => ({
    id,
    name: id,
    symbol: id,
    networks: [
      { name: 'portico-devnet', display_name: 'Devnet', chain_id: '31337', contract_address: '' },
    ],
  })),
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [...ONRAMP_DEFAULT_LIMITS] }],
}
const ORDER_ID = 'sbx_00112233445566778899aabb'
const fail = () => {
  throw Object.assign(new Error('HTTP status code: 500'), { status: 500 })
}

function BuyFlow() {
  const view = useAppSelector((state) => state.router.view)
  if (view === 'OnRampProviders') return <OnRampProvidersView />
  if (view === 'OnRampTokenSelect') return <OnRampTokenSelectView />
  if (view === 'BuyInProgress') return <BuyInProgressView />
  if (view === 'Account') return <AccountButtons />
  return <p data-testid="other-view">{view}</p>
}

async function setup(routes: Parameters<typeof createFakeCloud>[0] = {}) {
  let completed = false
  const fake = createFakeCloud({
    '/v1/onramp/options': () => OPTIONS,
    '/v1/onramp/quote': () => ({
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '49.15', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '0.0163', currency: 'ETH' },
      quoteId: 'q-1',
    }),
    '/v1/generators/onrampurl': () => ({
      url: `http://127.0.0.1:4300/checkout/${ORDER_ID}`,
      orderId: ORDER_ID,
    }),
    '/v1/onramp/orders/': () => ({
      id: ORDER_ID,
      status: completed ? 'completed' : 'pending',
      purchaseCurrency: 'ETH',
      network: 'portico-devnet',
      destinationAddress: ACCOUNT,
      purchaseAmount: { amount: '0.0163', currency: 'ETH' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      txHash: completed ? `0x${'cd'.repeat(32)}` : null,
      failureReason: null,
    }),
    '/balance': () => ({ balances: [token('ETH', completed ? '2.0163' : '2')] }),
    '/history': () => ({ data: [], next: null }),
    ...routes,
  })
  const { store } = createConnectedStore(fake.cloud)
  store.dispatch(resetView('Account'))
  const view = await renderWithStore(<BuyFlow />, store)
  const byTestId = (id: string) => view.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
  const click = (id: string) => act(async () => byTestId(id)?.click())
  return { store, byTestId, click, complete: () => (completed = true) }
}

const quoteSettles = () => act(() => new Promise((r) => setTimeout(r, QUOTE_DELAY_MS + 50)))

describe('buying from Account', () => {
  it('Buy is there with the onramp feature, and not without it', async () => {
    const { store, byTestId } = await setup()
    expect(byTestId('account-buy')?.textContent).toBe('Buy')
    await act(async () => store.dispatch(setOptions({ features: { onramp: false } })))
    expect(byTestId('account-buy')).toBeNull()
  })

  it('quotes an amount within the limits, and says which limit another breaks', async () => {
    const { store, click, byTestId } = await setup()
    await click('account-buy')
    await act(async () => store.dispatch(loadOnrampOptions()))
    expect(byTestId('onramp-limits')?.textContent).toBe('Between 10.00 and 7500.00 USD')
    await act(async () => store.dispatch(updateOnrampAmount('5')))
    expect(byTestId('onramp-issue')?.textContent).toBe('The minimum is 10.00 USD')
    expect((byTestId('onramp-provider') as HTMLButtonElement).disabled).toBe(true)
    await act(async () => store.dispatch(updateOnrampAmount('50')))
    await quoteSettles()
    expect(byTestId('onramp-quote-amount')?.textContent).toBe('0.0163 ETH')
    expect((byTestId('onramp-provider') as HTMLButtonElement).disabled).toBe(false)
  })

  it('says when the options and the quote are the fallbacks (SPEC §7)', async () => {
    const { store, click, byTestId } = await setup({
      '/v1/onramp/options': fail,
      '/v1/onramp/quote': fail,
    })
    await click('account-buy')
    await act(async () => store.dispatch(loadOnrampOptions()))
    expect(byTestId('onramp-options-fallback')).not.toBeNull()
    await act(async () => store.dispatch(updateOnrampAmount('50')))
    await quoteSettles()
    expect(byTestId('onramp-quote-fallback')).not.toBeNull()
    expect(byTestId('onramp-quote-amount')?.textContent).toBe('50 ETH')
  })

  it('offers a retry when the browser blocks the window, then follows the order', async () => {
    const { store, click, byTestId, complete } = await setup()
    await click('account-buy')
    await act(async () => store.dispatch(loadOnrampOptions()))
    await act(async () => store.dispatch(updateOnrampAmount('50')))
    await quoteSettles()
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null)
    await click('onramp-provider')
    expect(store.getState().router.view).toBe('BuyInProgress')
    expect(byTestId('buy-blocked')?.textContent).toContain('The browser blocked the payment window')
    const popup = { opener: {}, location: { replace: vi.fn() }, close: vi.fn(), closed: false }
    open.mockReturnValueOnce(popup as unknown as Window)
    await click('buy-retry')
    expect(popup.opener).toBeNull()
    expect(popup.location.replace).toHaveBeenCalledWith(
      `http://127.0.0.1:4300/checkout/${ORDER_ID}`,
    )
    await act(() =>
      vi.waitFor(() => expect(byTestId('buy-status')?.dataset.status).toBe('pending')),
    )
    complete()
    await act(() =>
      vi.waitFor(() => expect(byTestId('buy-balance')?.textContent).toBe('Balance: 2.02 ETH'), {
        timeout: 5000,
      }),
    )
    expect(byTestId('buy-completed')?.textContent).toBe('0.0163 ETH arrived in your wallet.')
    expect(popup.close).not.toHaveBeenCalled()
  }, 20_000)
})
