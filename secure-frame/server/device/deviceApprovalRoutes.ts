/**
 * The approval link: GET /device/approve?token= shows what is asked and a button; the button
 * POSTs the token back (a form, no script) and that records the device's approval.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { approveDevice, DEVICE_APPROVAL_PATH, findPendingApproval } from './deviceApprovals.ts'
import { APPROVAL_PAGE_CSP, type ApprovalPage, renderApprovalPage } from './renderApprovalPage.ts'

const tokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })

const sendPage = (reply: FastifyReply, state: ApprovalPage) =>
  reply
    .code(state.kind === 'invalid' ? 400 : 200)
    .header('content-security-policy', APPROVAL_PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderApprovalPage(state))

export function registerDeviceApprovalRoutes(app: FastifyInstance, ctx: FrameContext): void {
  app.register(async (scope) => {
    // The form's body; only in this scope, the API takes JSON only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    scope.get(DEVICE_APPROVAL_PATH, async (request, reply) => {
      const query = tokenSchema.safeParse(request.query)
      const pending = query.success ? await findPendingApproval(ctx, query.data.token) : null
      if (!query.success || !pending) return sendPage(reply, { kind: 'invalid' })
      return sendPage(reply, {
        kind: 'confirm',
        ...pending,
        action: DEVICE_APPROVAL_PATH,
        token: query.data.token,
      })
    })

    scope.post(DEVICE_APPROVAL_PATH, async (request, reply) => {
      const body = tokenSchema.safeParse(request.body)
      const approved = body.success ? await approveDevice(ctx, body.data.token) : null
      return sendPage(reply, { kind: approved ? 'approved' : 'invalid' })
    })
  })
}
