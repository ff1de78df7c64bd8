/**
 * POST /v1/onramp/quote (SPEC §7), body {purchaseCurrency, paymentCurrency, amount, network,
 * paymentMethod?} → the provider's quote. The purchase is checked against the provider's
 * options first (currencies, network, the method's limits), so a bad amount is a 400 with the
 * limit it breaks, whichever provider is configured.
 */
import { checkOnrampPurchase, onrampQuoteRequestSchema, onrampQuoteSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { onrampOf } from './onrampOf.ts'

export function registerPostOnrampQuote(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/onramp/quote',
    access: 'project',
    response: onrampQuoteSchema,
    query: projectQuery,
    body: onrampQuoteRequestSchema,
    handler: async ({ body }) => {
      const provider = onrampOf(ctx)
      checkOnrampPurchase(await provider.getOptions(), body)
      return provider.getQuote(body)
    },
  })
}
