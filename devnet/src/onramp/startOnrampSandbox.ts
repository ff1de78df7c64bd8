/**
 * The sandbox on-ramp provider: a stand-in for a hosted on-ramp (Coinbase Onramp and the like)
 * on an origin of its own. Its JSON API, which the cloud calls over HTTP:
 *
 *   GET  /api/options       what it sells, for which fiat, by which method, within which limits
 *   POST /api/quotes        a quote: posted fee, network fee, spread over the pool price
 *   POST /api/orders        an order and the URL of its checkout page
 *   GET  /api/orders/{id}   the order: pending → processing → completed, or failed
 *   GET  /api/info          the accounts it pays buyers from
 *
 * and its hosted page, GET/POST /checkout/{id}, where the buyer types a test card
 * (sandboxCards.ts). A payment sends the coins from the treasury on anvil (sandboxTreasury.ts).
 * Every input is checked with zod; a bad one answers 4xx with the §8-style error and changes
 * nothing. It answers loopback clients only.
 */
import { randomUUID } from 'node:crypto'
import {
  checkOnrampPurchase,
  createPorticoError,
  onrampCheckoutRequestSchema,
  onrampOrderIdSchema,
  onrampQuoteRequestSchema,
  PorticoError,
  porticoErrorMap,
} from '@portico/shared'
import Fastify, { type FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Deployments } from '../deployments.ts'
import { sendDevnetPage } from '../web/sendDevnetPage.ts'
import { checkoutPage } from './checkoutPage.ts'
import { readPoolPrice } from './readPoolPrice.ts'
import { cardFormSchema, checkCard, sandboxCardTexts } from './sandboxCards.ts'
import { priceQuote, sandboxAssets, sandboxOptions } from './sandboxCatalogue.ts'
import { createSandboxOrders, publicOrder } from './sandboxOrders.ts'
import { createSandboxTreasury, fundSandboxTreasury } from './sandboxTreasury.ts'

export interface OnrampSandboxOptions {
  host: string
  port: number
  deployments: Deployments
}

export interface RunningOnrampSandbox {
  /** The sandbox's origin, e.g. http://127.0.0.1:4300. */
  url: string
  /** The account that pays buyers out. */
  treasury: `0x${string}`
  stop(): Promise<void>
}

const idParams = z.object({ id: onrampOrderIdSchema })

const isLoopback = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\./.test(address) || address === '::1')

function parse<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value, { error: porticoErrorMap })
  if (result.success) return result.data
  const issues = result.error.issues.map((i) => ({ path: i.path, message: i.message }))
  throw createPorticoError('SCHEMA_INVALID_INPUT', {
    details: issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    issues,
  })
}

export async function startOnrampSandbox(
  options: OnrampSandboxOptions,
): Promise<RunningOnrampSandbox> {
  const { deployments } = options
  const catalogue = sandboxOptions(deployments)
  const assets = sandboxAssets(deployments)
  const orders = createSandboxOrders()
  await fundSandboxTreasury(deployments)
  const treasury = createSandboxTreasury(deployments)
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 })
  let origin = ''

  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress))
      return reply.code(403).send({ name: 'Forbidden', code: 'FORBIDDEN', message: 'Forbidden' })
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PorticoError) {
      const status =
        error.code === 'ONRAMP_ORDER_NOT_FOUND'
          ? 404
          : error.code === 'ONRAMP_PROVIDER_UNAVAILABLE'
            ? 502
            : 400
      return reply.code(status).send({ ...error.toJSON(), details: error.details })
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    return reply.code(status >= 400 && status < 500 ? status : 500).send({
      name: 'Error',
      code: status < 500 ? 'SCHEMA_INVALID_INPUT' : 'UNKNOWN_ERROR',
      message: status < 500 ? 'Invalid input' : 'Unknown error',
    })
  })

  const assetOf = (id: string) => {
    const asset = assets.find((a) => a.id === id)
    if (!asset)
      throw createPorticoError('ONRAMP_CURRENCY_NOT_SUPPORTED', { params: { currency: id } })
    return asset
  }
  const quote = async (request: {
    purchaseCurrency: string
    paymentCurrency: string
    amount: string
  }) => {
    const asset = assetOf(request.purchaseCurrency)
    let price: number
    try {
      price = await readPoolPrice(deployments, asset)
    } catch (cause) {
      throw createPorticoError('ONRAMP_PROVIDER_UNAVAILABLE', { cause, details: 'No pool price' })
    }
    return priceQuote(request, asset, price, randomUUID())
  }
  const orderOf = (id: string) => {
    const order = orders.get(id)
    if (!order) throw createPorticoError('ONRAMP_ORDER_NOT_FOUND')
    return order
  }

  app.get('/health', async () => ({ status: 'ok' }))
  app.get('/api/options', async () => catalogue)
  // Who pays buyers: their transfers are this provider's purchases (the history's `onramp`).
  app.get('/api/info', async () => ({ payoutAddresses: [treasury.address] }))
  app.post('/api/quotes', async (request) => {
    const body = parse(onrampQuoteRequestSchema, request.body)
    checkOnrampPurchase(catalogue, body)
    return quote(body)
  })
  app.post('/api/orders', async (request) => {
    const body = parse(onrampCheckoutRequestSchema, request.body)
    const paymentMethod = body.paymentMethod ?? 'CARD'
    checkOnrampPurchase(catalogue, { ...body, paymentMethod, amount: body.paymentAmount })
    const priced = await quote({ ...body, amount: body.paymentAmount })
    const order = orders.create({
      purchaseCurrency: body.purchaseCurrency,
      network: body.network,
      // Checked by the schema: 0x and 40 hex digits.
      destinationAddress: body.destinationAddress as `0x${string}`,
      purchaseAmount: priced.purchaseAmount,
      paymentTotal: priced.paymentTotal,
      partnerUserId: body.partnerUserId,
      paymentMethod,
    })
    return { id: order.id, checkoutUrl: `${origin}/checkout/${order.id}` }
  })
  app.get('/api/orders/:id', async (request) => {
    const { id } = parse(idParams, request.params)
    return publicOrder(orderOf(id))
  })

  const pageErrors = (reply: FastifyReply, error: unknown) => {
    const message = error instanceof PorticoError ? error.shortMessage : 'Invalid input'
    const status =
      error instanceof PorticoError && error.code === 'ONRAMP_ORDER_NOT_FOUND' ? 404 : 400
    return reply.code(status).type('text/plain; charset=utf-8').send(message)
  }

  app.get('/checkout/:id', async (request, reply) => {
    try {
      const order = orderOf(parse(idParams, request.params).id)
      return sendDevnetPage(reply, 200, (nonce) => checkoutPage({ order, nonce }))
    } catch (error) {
      return pageErrors(reply, error)
    }
  })
  app.post('/checkout/:id', async (request, reply) => {
    let order: ReturnType<typeof orderOf>
    try {
      order = orderOf(parse(idParams, request.params).id)
    } catch (error) {
      return pageErrors(reply, error)
    }
    const form = z.safeParse(cardFormSchema, request.body)
    const here = `/checkout/${order.id}`
    if (order.status !== 'pending') return reply.redirect(here, 303)
    const verdict = form.success
      ? checkCard(form.data)
      : ({
          ok: false,
          declined: false,
          error: new PorticoError(sandboxCardTexts.ONRAMP_CARD_INVALID, {
            code: 'ONRAMP_CARD_INVALID',
          }),
        } as const)
    if (!verdict.ok && !verdict.declined) {
      const typed = form.success
        ? { cardNumber: form.data.cardNumber, expiry: form.data.expiry }
        : {}
      return sendDevnetPage(reply, 422, (nonce) =>
        checkoutPage({ order, nonce, error: verdict.error.shortMessage, form: typed }),
      )
    }
    // One payment per order: the first to get here moves it on, any other only sees the page.
    if (!orders.startPayment(order.id)) return reply.redirect(here, 303)
    if (!verdict.ok) {
      orders.fail(order.id, verdict.error.shortMessage)
      return reply.redirect(here, 303)
    }
    const id = order.id
    treasury
      .pay(
        assetOf(order.purchaseCurrency),
        order.destinationAddress,
        order.purchaseAmount.amount,
        (hash) => orders.setTxHash(id, hash),
      )
      .then(
        () => orders.complete(id),
        (error: unknown) =>
          orders.fail(
            id,
            `The payout failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
    return reply.redirect(here, 303)
  })

  try {
    const listening = await app.listen({ host: options.host, port: options.port })
    origin = new URL(listening).origin
    return { url: origin, treasury: treasury.address, stop: () => app.close() }
  } catch (error) {
    await app.close()
    throw error
  }
}
