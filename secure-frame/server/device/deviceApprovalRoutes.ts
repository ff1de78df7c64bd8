/** GET /device/approve?token=: opens an approval link and records the device's approval. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { approveDevice, DEVICE_APPROVAL_PATH } from './deviceApprovals.ts'
import { APPROVAL_PAGE_CSP, renderApprovalPage } from './renderApprovalPage.ts'

const querySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })

export function registerDeviceApprovalRoutes(app: FastifyInstance, ctx: FrameContext): void {
  app.get(DEVICE_APPROVAL_PATH, async (request, reply) => {
    const query = querySchema.safeParse(request.query)
    const approved = query.success ? await approveDevice(ctx, query.data.token) : null
    return reply
      .code(approved ? 200 : 400)
      .header('content-security-policy', APPROVAL_PAGE_CSP)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderApprovalPage(approved !== null))
  })
}
