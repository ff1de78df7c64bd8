/**
 * A purchase end to end through the cloud and the devnet's real sandbox provider (over HTTP,
 * on its own port): options, a quote, the checkout URL, the test card on the hosted page,
 * the order completing, and the payout in the account's history, as an on-ramp purchase.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort, type RunningStack, readStackConfig, startStack } from '@portico/devnet'
import {
  accountHistorySchema,
  onrampOptionsSchema,
  onrampOrderSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
} from '@portico/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloudServer } from '../../createCloudServer.ts'
import type { Database } from '../../db/database.ts'
import { createSandboxOnrampProvider } from '../../onramp/createSandboxOnrampProvider.ts'
import { openTestDatabase } from '../../testing/describeOnBothDatabases.ts'
import { apiUrl, postJson, TEST_ORIGIN, testProjects } from '../../testing/testCloud.ts'

const buyer = '0x00000000000000000000000000000000000b0b02'

let stack: RunningStack
let db: Database
let cloud: RunningCloudServer
beforeAll(async () => {
  const config = readStackConfig({
    PORTICO_ANVIL_PORT: String(await findFreePort()),
    PORTICO_ANVIL2_PORT: String(await findFreePort()),
    PORTICO_ONRAMP_PORT: String(await findFreePort()),
    PORTICO_DATA_DIR: join(tmpdir(), 'portico-cloud-devnet-onramp'),
  })
  stack = await startStack(config, { parts: ['chain', 'onramp'], ephemeral: true })
  db = (await openTestDatabase('pglite')).db
  cloud = await createCloudServer({
    host: '127.0.0.1',
    port: 0,
    database: db,
    seedProjects: testProjects,
    chains: config.chains,
    deployments: stack.deployments,
    indexer: { pollIntervalMs: 100 },
    onramp: createSandboxOnrampProvider(config.onrampOrigin),
  })
}, 120_000)
afterAll(async () => {
  await cloud?.stop()
  await db?.close()
  await stack?.stop()
})

const get = async (path: string, query: Record<string, string> = {}) =>
  (await fetch(apiUrl(cloud.url, path, query), { headers: { origin: TEST_ORIGIN } })).json()
const post = async (path: string, body: unknown) =>
  (await postJson(apiUrl(cloud.url, path), body, { origin: TEST_ORIGIN })).json()

describe('buying through the cloud from the sandbox provider', () => {
  it('lands the ETH on chain and lists it as an on-ramp purchase', async () => {
    const options = onrampOptionsSchema.parse(await get('/v1/onramp/options'))
    expect(options.purchaseCurrencies.map((c) => c.id)).toEqual(['ETH', 'tUSD'])
    const quote = onrampQuoteSchema.parse(
      await post('/v1/onramp/quote', {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '60',
        network: 'portico-devnet',
      }),
    )
    expect(quote.coinbaseFee.amount).toBe('0.90')

    const { url, orderId } = onrampUrlResponseSchema.parse(
      await post('/v1/generators/onrampurl', {
        destinationWallets: [{ address: buyer, blockchains: ['portico-devnet'], assets: ['ETH'] }],
        defaultNetwork: 'portico-devnet',
        partnerUserId: buyer,
        defaultExperience: 'buy',
        presetFiatAmount: '60',
        fiatCurrency: 'USD',
      }),
    )
    expect(url.startsWith(stack.config.onrampOrigin)).toBe(true)
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242+4242+4242+4242&expiry=12%2F40&cvc=123',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)

    let order = onrampOrderSchema.parse(await get(`/v1/onramp/orders/${orderId}`))
    for (let i = 0; i < 100 && order.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100))
      order = onrampOrderSchema.parse(await get(`/v1/onramp/orders/${orderId}`))
    }
    expect(order).toMatchObject({ status: 'completed', destinationAddress: buyer })

    const history = async (query: Record<string, string> = {}) => {
      for (let i = 0; i < 100; i++) {
        const page = accountHistorySchema.parse(await get(`/v1/account/${buyer}/history`, query))
        if (page.data.length || query.onramp === 'coinbase') return page
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error('the payout was never indexed')
    }
    const purchases = await history({ onramp: 'sandbox' })
    expect(purchases.data.map((tx) => tx.id)).toEqual([`eip155:31337:${order.txHash}`])
    expect(purchases.data[0]?.transfers[0]?.quantity.numeric).toBe(order.purchaseAmount.amount)
    expect((await history()).data.map((tx) => tx.id)).toEqual([`eip155:31337:${order.txHash}`])
    expect((await history({ onramp: 'coinbase' })).data).toEqual([])
  })
})
