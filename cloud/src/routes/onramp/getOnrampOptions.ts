/**
 * GET /v1/onramp/options (SPEC §7) → {purchaseCurrencies, paymentCurrencies}: what the
 * configured provider sells, for which fiat, by which method within which limits.
 */
import { onrampOptionsSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { onrampOf } from './onrampOf.ts'

export function registerGetOnrampOptions(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/onramp/options',
    access: 'project',
    response: onrampOptionsSchema,
    query: projectQuery,
    handler: () => onrampOf(ctx).getOptions(),
  })
}
