import { ONRAMP_DEFAULT_LIMITS, type OnrampOptions, type OnrampOrder } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
  ETH,
} from '../account/fakeCloud.test-helpers.ts'
import type { CheckoutWindow } from './checkoutWindow.ts'
import { DEFAULT_ONRAMP_OPTIONS } from './defaultOnrampOptions.ts'
import { MOCKED_QUOTE_ID } from './mockOnrampQuote.ts'
import { selectOnramp } from './onrampSlice.ts'
import {
  fetchOnrampQuote,
  loadOnrampOptions,
  openBuy,
  startCheckout,
  updateOnrampAmount,
  watchOnrampOrder,
} from './onrampThunks.ts'

const OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'portico-devnet', display_name: 'Devnet', chain_id: '31337', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [...ONRAMP_DEFAULT_LIMITS] }],
}
const QUOTE = {
  coinbaseFee: { amount: '0.75', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '49.15', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '0.0163', currency: 'ETH' },
  quoteId: 'q-7',
}
const ORDER_ID = 'sbx_00112233445566778899aabb'
const order = (status: OnrampOrder['status']): OnrampOrder => ({
  id: ORDER_ID,
  status,
  purchaseCurrency: 'ETH',
  network: 'portico-devnet',
  destinationAddress: ACCOUNT,
  purchaseAmount: { amount: '0.0163', currency: 'ETH' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  txHash: status === 'completed' ? `0x${'cd'.repeat(32)}` : null,
  failureReason: null,
})
const httpError = (status: number, body?: object) =>
  Object.assign(new Error(`HTTP status code: ${status}`), {
    status,
    details: body ? JSON.stringify(body) : undefined,
  })
const serverDown = () => {
  throw httpError(500)
}

function fakeWindow(): CheckoutWindow & { urls: string[]; closes: number } {
  const win = {
    urls: [] as string[],
    closes: 0,
    closed: false,
    navigate: (url: string) => void win.urls.push(url),
    close: () => {
      win.closes++
      win.closed = true
    },
  }
  return win
}

async function setup(routes: Parameters<typeof createFakeCloud>[0] = {}) {
  const fake = createFakeCloud({ '/v1/onramp/options': () => OPTIONS, ...routes })
  const { store, core } = createConnectedStore(fake.cloud)
  await store.dispatch(loadOnrampOptions())
  return { ...fake, store, core }
}

describe('on-ramp options', () => {
  it('come from the cloud, with the first token on this network chosen', async () => {
    const { store } = await setup()
    expect(selectOnramp(store.getState())).toMatchObject({
      options: OPTIONS,
      optionsSource: 'cloud',
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
    })
  })

  it('are the built-in default when the cloud fails (SPEC §7)', async () => {
    const { store } = await setup({ '/v1/onramp/options': serverDown })
    expect(selectOnramp(store.getState())).toMatchObject({
      options: DEFAULT_ONRAMP_OPTIONS,
      optionsSource: 'fallback',
      purchaseCurrency: 'ETH',
    })
  })

  it('open Buy on OnRampProviders', async () => {
    const { store } = await setup()
    store.dispatch(openBuy())
    expect(store.getState().router.view).toBe('OnRampProviders')
  })
})

describe('on-ramp amounts and quotes', () => {
  it('refuse amounts outside the limits without asking the cloud', async () => {
    const { store, seen } = await setup({ '/v1/onramp/quote': () => QUOTE })
    store.dispatch(updateOnrampAmount('5'))
    expect(selectOnramp(store.getState()).issue?.message).toBe('The minimum is 10.00 USD')
    store.dispatch(updateOnrampAmount('9000'))
    expect(selectOnramp(store.getState()).issue?.message).toBe('The maximum is 7500.00 USD')
    store.dispatch(updateOnrampAmount('abc'))
    expect(selectOnramp(store.getState()).issue?.message).toBe('Enter an amount greater than 0')
    expect(await store.dispatch(fetchOnrampQuote())).toBeUndefined()
    expect(seen.filter((r) => r.path.includes('quote'))).toEqual([])
  })

  it('quote through the cloud', async () => {
    const { store, seen } = await setup({ '/v1/onramp/quote': () => QUOTE })
    store.dispatch(updateOnrampAmount('50'))
    await store.dispatch(fetchOnrampQuote())
    expect(selectOnramp(store.getState())).toMatchObject({ quote: QUOTE, quoteSource: 'cloud' })
    expect(seen.find((r) => r.path === '/v1/onramp/quote')?.method).toBe('POST')
  })

  it('use the mocked quote when the cloud fails: input amounts, placeholder id (SPEC §7)', async () => {
    const { store } = await setup({ '/v1/onramp/quote': serverDown })
    store.dispatch(updateOnrampAmount('50'))
    await store.dispatch(fetchOnrampQuote())
    expect(selectOnramp(store.getState()).quoteSource).toBe('fallback')
    expect(selectOnramp(store.getState()).quote).toEqual({
      coinbaseFee: { amount: '50', currency: 'USD' },
      networkFee: { amount: '50', currency: 'USD' },
      paymentSubtotal: { amount: '50', currency: 'USD' },
      paymentTotal: { amount: '50', currency: 'USD' },
      purchaseAmount: { amount: '50', currency: 'ETH' },
      quoteId: MOCKED_QUOTE_ID,
    })
  })

  it('show the cloud’s refusal instead of a quote', async () => {
    const { store } = await setup({
      '/v1/onramp/quote': () => {
        throw httpError(400, {
          code: 'ONRAMP_AMOUNT_ABOVE_MAXIMUM',
          message: 'The maximum is 40 USD',
        })
      },
    })
    store.dispatch(updateOnrampAmount('50'))
    await store.dispatch(fetchOnrampQuote())
    expect(selectOnramp(store.getState()).quote).toBeUndefined()
    expect(selectOnramp(store.getState()).issue).toEqual({
      code: 'ONRAMP_AMOUNT_ABOVE_MAXIMUM',
      message: 'The maximum is 40 USD',
    })
  })
})

describe('the checkout', () => {
  const checkoutUrl = `http://127.0.0.1:4300/checkout/${ORDER_ID}`

  it('says a blocked window is blocked, and asks the cloud for nothing', async () => {
    const { store, seen } = await setup()
    store.dispatch(updateOnrampAmount('50'))
    await store.dispatch(startCheckout(null))
    expect(store.getState().router.view).toBe('BuyInProgress')
    expect(selectOnramp(store.getState()).checkout.status).toBe('blocked')
    expect(seen.filter((r) => r.path.includes('onrampurl'))).toEqual([])
  })

  it('sends the window to the provider’s checkout for the order', async () => {
    const { store, seen } = await setup({
      '/v1/onramp/quote': () => QUOTE,
      '/v1/generators/onrampurl': () => ({ url: checkoutUrl, orderId: ORDER_ID }),
    })
    store.dispatch(updateOnrampAmount('50'))
    await store.dispatch(fetchOnrampQuote())
    const win = fakeWindow()
    await store.dispatch(startCheckout(win))
    expect(win.urls).toEqual([checkoutUrl])
    expect(selectOnramp(store.getState()).checkout).toEqual({
      status: 'open',
      orderId: ORDER_ID,
      url: checkoutUrl,
    })
    const request = seen.find((r) => r.path === '/v1/generators/onrampurl')
    expect(request?.method).toBe('POST')
  })

  it('closes the window and says why when the cloud cannot make the order', async () => {
    const { store } = await setup({ '/v1/generators/onrampurl': serverDown })
    store.dispatch(updateOnrampAmount('50'))
    const win = fakeWindow()
    await store.dispatch(startCheckout(win))
    expect(win.closes).toBe(1)
    expect(selectOnramp(store.getState()).checkout).toMatchObject({
      status: 'error',
      error: { message: 'The on-ramp provider is not available. Please try again.' },
    })
  })

  it('watches the order until the coins arrive, then reads the balances again', async () => {
    const statuses: OnrampOrder['status'][] = ['pending', 'processing', 'completed']
    const { store, seen } = await setup({
      '/v1/generators/onrampurl': () => ({ url: checkoutUrl, orderId: ORDER_ID }),
      '/v1/onramp/orders/': () => order(statuses.shift() ?? 'completed'),
      '/balance': () => ({ balances: [ETH] }),
      '/history': () => ({ data: [], next: null }),
    })
    store.dispatch(updateOnrampAmount('50'))
    const win = fakeWindow()
    await store.dispatch(startCheckout(win))
    await store.dispatch(watchOnrampOrder(new AbortController().signal, 1))
    expect(selectOnramp(store.getState()).order?.status).toBe('completed')
    const balance = seen.filter((r) => r.path.endsWith('/balance'))
    expect(balance.at(-1)?.params.forceUpdate).toBe('true')
  })

  it('stops at a failed order with its reason', async () => {
    const { store } = await setup({
      '/v1/generators/onrampurl': () => ({ url: checkoutUrl, orderId: ORDER_ID }),
      '/v1/onramp/orders/': () => ({ ...order('failed'), failureReason: 'Your card was declined' }),
    })
    store.dispatch(updateOnrampAmount('50'))
    await store.dispatch(startCheckout(fakeWindow()))
    await store.dispatch(watchOnrampOrder(new AbortController().signal, 1))
    expect(selectOnramp(store.getState()).order).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined',
    })
  })
})
