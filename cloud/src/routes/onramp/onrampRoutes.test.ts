/**
 * The on-ramp routes over a provider made in this file (the real sandbox, over HTTP, is
 * devnet/src/onramp/onrampThroughCloud.test.ts): input checks, limits, the provider's
 * answers and failures, and that bad input reaches no provider.
 */
import {
  createPorticoError,
  ONRAMP_DEFAULT_LIMITS,
  type OnrampCheckoutRequest,
  type OnrampOptions,
  type OnrampOrder,
} from '@portico/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloudServer } from '../../createCloudServer.ts'
import type { Database } from '../../db/database.ts'
import type { OnrampProvider } from '../../onramp/onrampProvider.ts'
import { openTestDatabase } from '../../testing/describeOnBothDatabases.ts'
import { apiUrl, postJson, TEST_ORIGIN, testProjects } from '../../testing/testCloud.ts'

const address = '0x00000000000000000000000000000000000a11ce'
const options: OnrampOptions = {
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
const order: OnrampOrder = {
  id: 'sbx_0123456789abcdef',
  status: 'pending',
  purchaseCurrency: 'ETH',
  network: 'portico-devnet',
  destinationAddress: address,
  purchaseAmount: { amount: '0.01', currency: 'ETH' },
  paymentTotal: { amount: '40.00', currency: 'USD' },
  txHash: null,
  failureReason: null,
}

let down = false
const checkouts: OnrampCheckoutRequest[] = []
const provider: OnrampProvider = {
  name: 'sandbox',
  getOptions: async () => options,
  getQuote: async (request) => {
    if (down) throw createPorticoError('ONRAMP_PROVIDER_UNAVAILABLE', { status: 502 })
    return {
      coinbaseFee: { amount: '0.60', currency: request.paymentCurrency },
      networkFee: { amount: '0.10', currency: request.paymentCurrency },
      paymentSubtotal: { amount: '39.30', currency: request.paymentCurrency },
      paymentTotal: { amount: request.amount, currency: request.paymentCurrency },
      purchaseAmount: { amount: '0.0131', currency: request.purchaseCurrency },
      quoteId: 'q-1',
    }
  },
  createCheckout: async (request) => {
    checkouts.push(request)
    return { id: order.id, checkoutUrl: `http://127.0.0.1:4300/checkout/${order.id}` }
  },
  getOrder: async (id) => {
    if (id !== order.id) throw createPorticoError('ONRAMP_ORDER_NOT_FOUND', { status: 404 })
    return order
  },
  payoutAddresses: async () => [],
}

let db: Database
let cloud: RunningCloudServer
let bare: RunningCloudServer
beforeAll(async () => {
  db = (await openTestDatabase('pglite')).db
  const base = { host: '127.0.0.1', port: 0, database: db, seedProjects: testProjects, chains: [] }
  cloud = await createCloudServer({ ...base, onramp: provider })
  bare = await createCloudServer({ ...base, onramp: null })
}, 60_000)
afterAll(async () => {
  await cloud?.stop()
  await bare?.stop()
  await db?.close()
})

const post = (path: string, body: unknown, server = cloud) =>
  postJson(apiUrl(server.url, path), body, { origin: TEST_ORIGIN })
const answer = async (response: Response) => [
  response.status,
  ((await response.json()) as { message: string }).message,
]
const quote = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '40',
  network: 'portico-devnet',
}
const urlBody = {
  destinationWallets: [{ address, blockchains: ['portico-devnet'], assets: ['ETH'] }],
  defaultNetwork: 'portico-devnet',
  partnerUserId: 'user-1',
  defaultExperience: 'buy',
  presetFiatAmount: '40',
  fiatCurrency: 'USD',
}

describe('on-ramp routes', () => {
  it('GET /v1/onramp/options answers the provider options; a wrong project is refused', async () => {
    const response = await fetch(apiUrl(cloud.url, '/v1/onramp/options'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(options)
    expect((await fetch(apiUrl(cloud.url, '/v1/onramp/options', {}, 'nope-project'))).status).toBe(
      401,
    )
  })

  it('POST /v1/onramp/quote quotes amounts within the limits', async () => {
    const response = await post('/v1/onramp/quote', quote)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ quoteId: 'q-1', paymentTotal: { amount: '40' } })
  })

  it.each([
    [{ amount: '9.99' }, 'The minimum is 10.00 USD'],
    [{ amount: '7500.01' }, 'The maximum is 7500.00 USD'],
    [{ amount: '0' }, 'Enter an amount greater than 0'],
    [{ amount: 'ten' }, 'Invalid input'],
    [{ amount: 40 }, 'Invalid input'],
    [{ purchaseCurrency: 'DOGE' }, 'DOGE is not offered by the on-ramp provider'],
    [{ network: 'base' }, 'Network not supported for On-Ramp'],
    [{ network: undefined }, 'Invalid input'],
  ])('POST /v1/onramp/quote refuses %o: %s', async (change, message) => {
    expect(await answer(await post('/v1/onramp/quote', { ...quote, ...change }))).toEqual([
      400,
      message,
    ])
  })

  it('POST /v1/generators/onrampurl answers the checkout URL and the order', async () => {
    const before = checkouts.length
    const response = await post('/v1/generators/onrampurl', urlBody)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      url: `http://127.0.0.1:4300/checkout/${order.id}`,
      orderId: order.id,
    })
    expect(checkouts.slice(before)).toEqual([
      {
        destinationAddress: address,
        purchaseCurrency: 'ETH',
        network: 'portico-devnet',
        paymentCurrency: 'USD',
        paymentMethod: 'CARD',
        paymentAmount: '40',
        partnerUserId: 'user-1',
      },
    ])
  })

  it.each([
    [{ presetFiatAmount: undefined }, 'Invalid input'],
    [{ presetFiatAmount: '5' }, 'The minimum is 10.00 USD'],
    [{ defaultExperience: 'send' }, 'Invalid input'],
    [{ defaultNetwork: 'base' }, 'Invalid input'],
    [{ destinationWallets: [] }, 'Invalid input'],
    [{ destinationWallets: [{ address: '0x1234' }] }, 'Invalid input'],
    [{ fiatCurrency: 'GBP' }, 'GBP is not offered by the on-ramp provider'],
    [
      { defaultPaymentMethod: 'ACH_BANK_ACCOUNT', presetFiatAmount: '25000.01' },
      'The maximum is 25000.00 USD',
    ],
  ])('POST /v1/generators/onrampurl refuses %o and makes no order', async (change, message) => {
    const before = checkouts.length
    expect(await answer(await post('/v1/generators/onrampurl', { ...urlBody, ...change }))).toEqual(
      [400, message],
    )
    expect(checkouts.length).toBe(before)
  })

  it('GET /v1/onramp/orders/{id} answers the order, 404 for another, 400 for a bad id', async () => {
    const read = (id: string) => fetch(apiUrl(cloud.url, `/v1/onramp/orders/${id}`))
    expect(await (await read(order.id)).json()).toEqual(order)
    expect(await answer(await read('sbx_ffffffffffffffff'))).toEqual([
      404,
      'On-ramp order not found',
    ])
    expect((await read('%3Cscript%3E')).status).toBe(400)
  })

  it('says when the provider is down, or when none is configured', async () => {
    down = true
    try {
      expect(await answer(await post('/v1/onramp/quote', quote))).toEqual([
        502,
        'The on-ramp provider is not available. Please try again.',
      ])
    } finally {
      down = false
    }
    expect(await answer(await fetch(apiUrl(bare.url, '/v1/onramp/options')))).toEqual([
      404,
      'The on-ramp provider is not available. Please try again.',
    ])
  })
})
