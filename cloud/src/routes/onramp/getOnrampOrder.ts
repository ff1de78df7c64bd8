/**
 * GET /v1/onramp/orders/{id} → the order a checkout made (onrampurl's `orderId`): pending,
 * processing (paid, payout on its way), completed with its transaction, or failed with why.
 * The modal's BuyInProgress polls it. Ours: SPEC §7 names no status call.
 */
import { onrampOrderIdSchema, onrampOrderSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { onrampOf } from './onrampOf.ts'

export function registerGetOnrampOrder(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/onramp/orders/:id',
    access: 'project',
    response: onrampOrderSchema,
    params: z.object({ id: onrampOrderIdSchema }),
    query: projectQuery,
    handler: ({ params }) => onrampOf(ctx).getOrder(params.id),
  })
}
