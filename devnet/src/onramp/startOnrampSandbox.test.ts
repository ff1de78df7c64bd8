import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onrampOptionsSchema, onrampOrderSchema, onrampQuoteSchema } from '@portico/shared'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDevnet } from '../chain/deployDevnet.ts'
import { type RunningAnvil, startAnvil } from '../chain/startAnvil.ts'
import type { Deployments } from '../deployments.ts'
import { findFreePort } from '../ports.ts'
import { type RunningOnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.ts'

const buyer = '0x000000000000000000000000000000000000b0b1'

describe('the sandbox on-ramp on a real anvil', () => {
  let anvil: RunningAnvil
  let deployments: Deployments
  let sandbox: RunningOnrampSandbox
  beforeAll(async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: await findFreePort() })
    deployments = await deployDevnet(anvil.rpcUrl, mkdtempSync(join(tmpdir(), 'portico-build-')))
    sandbox = await startOnrampSandbox({ host: '127.0.0.1', port: 0, deployments })
  }, 90_000)
  afterAll(async () => {
    await sandbox?.stop()
    await anvil?.stop()
  })

  const post = (path: string, body: unknown, type = 'application/json') =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    })
  const order = async (id: string) =>
    onrampOrderSchema.parse(await (await fetch(`${sandbox.url}/api/orders/${id}`)).json())
  const newOrder = async (purchaseCurrency = 'ETH', paymentAmount = '100') => {
    const response = await post('/api/orders', {
      destinationAddress: buyer,
      purchaseCurrency,
      network: 'portico-devnet',
      paymentCurrency: 'USD',
      paymentAmount,
      partnerUserId: 'user-1',
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { id: string; checkoutUrl: string }
  }
  const pay = (id: string, cardNumber: string, extra = '') =>
    post(
      `/checkout/${id}`,
      `cardNumber=${encodeURIComponent(cardNumber)}&expiry=12%2F40&cvc=123${extra}`,
      'application/x-www-form-urlencoded',
    )
  const until = async (id: string, status: string) => {
    for (let i = 0; i < 100; i++) {
      const current = await order(id)
      if (current.status === status) return current
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`order ${id} never became ${status}`)
  }

  it('lists ETH and tUSD on the devnet, for USD and EUR within the §9 limits', async () => {
    const options = onrampOptionsSchema.parse(
      await (await fetch(`${sandbox.url}/api/options`)).json(),
    )
    expect(options.purchaseCurrencies.map((c) => c.id)).toEqual(['ETH', 'tUSD'])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ])
  })

  it('quotes at the pool price, with a 1.5 % fee and a spread', async () => {
    const response = await post('/api/quotes', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'portico-devnet',
    })
    const quote = onrampQuoteSchema.parse(await response.json())
    expect(quote.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(quote.paymentSubtotal.amount).toBe('98.40')
    // 98.40 USD at 3,000 USD/ETH plus 0.5 %: a little under 0.0328 ETH.
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(98.4 / (3000 * 1.005), 6)
  })

  it('refuses bad amounts and inputs with clear errors', async () => {
    const ask = async (body: object) => {
      const response = await post('/api/quotes', {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'portico-devnet',
        ...body,
      })
      return [response.status, ((await response.json()) as { message: string }).message]
    }
    expect(await ask({ amount: '5' })).toEqual([400, 'The minimum is 10.00 USD'])
    expect(await ask({ amount: '7500.01' })).toEqual([400, 'The maximum is 7500.00 USD'])
    expect(await ask({ amount: '-1' })).toEqual([400, 'Invalid input'])
    expect(await ask({ purchaseCurrency: 'BTC' })).toEqual([
      400,
      'BTC is not offered by the on-ramp provider',
    ])
    expect((await post('/api/orders', '{"nope":', 'application/json')).status).toBe(400)
    expect((await fetch(`${sandbox.url}/api/orders/sbx_doesnotexist`)).status).toBe(404)
    expect((await fetch(`${sandbox.url}/api/orders/%3Cscript%3E`)).status).toBe(400)
  })

  it('serves a checkout page with its own CSP and no script', async () => {
    const { id, checkoutUrl } = await newOrder()
    expect(checkoutUrl).toBe(`${sandbox.url}/checkout/${id}`)
    const response = await fetch(checkoutUrl)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(html).toContain('data-testid="checkout-form"')
    expect(html).not.toContain('<script')
  })

  it('keeps the order pending on a wrong card, and fails it on a declined one', async () => {
    const { id } = await newOrder()
    const wrong = await pay(id, '5555 5555 5555 4444')
    expect(wrong.status).toBe(422)
    expect(await wrong.text()).toContain('This sandbox takes only its test cards')
    expect((await order(id)).status).toBe('pending')
    const declined = await pay(id, '4000 0000 0000 0002')
    expect(declined.status).toBe(303)
    expect(await order(id)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined',
    })
  })

  it('pays ETH out once, on chain, however many payments race', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: buyer })
    const { id } = await newOrder('ETH', '100')
    const answers = await Promise.all([1, 2, 3, 4].map(() => pay(id, '4242 4242 4242 4242')))
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303])
    const done = await until(id, 'completed')
    expect(done.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const after = await client.getBalance({ address: buyer })
    expect(after - before).toBe(parseUnits(done.purchaseAmount.amount, 18))
  })

  it('pays tUSD with a token transfer', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const usd = deployments.tokens.find((t) => t.symbol === 'tUSD')
    if (!usd) throw new Error('no tUSD')
    const { id } = await newOrder('tUSD', '50')
    await pay(id, '4242424242424242')
    const done = await until(id, 'completed')
    expect(done.purchaseAmount.currency).toBe('tUSD')
    const balance = await client.readContract({
      address: usd.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(balance).toBe(parseUnits(done.purchaseAmount.amount, 6))
  })
})
