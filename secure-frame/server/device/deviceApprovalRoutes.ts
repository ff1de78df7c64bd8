/**
 * The approval link: GET /device/approve?token= shows what is asked and a button; the button
 * POSTs the token back (a form, no script) and that records the device's approval. The POST
 * must come from the page itself: its Origin is the frame's public origin, or the browser says
 * Sec-Fetch-Site: same-origin. Anything else (another site's form, a script without an Origin)
 * is refused with 403 before the token is looked at, so a refused POST does not use it up.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { localeInput } from '../http/inputSchemas.ts'
import { type FrameLocale, requestLocale, serverLocale } from '../i18n/serverI18n.ts'
import { limitPageByIp } from '../limits/limitPageByIp.ts'
import { approveDevice, DEVICE_APPROVAL_PATH, findPendingApproval } from './deviceApprovals.ts'
import { APPROVAL_PAGE_CSP, type ApprovalPage, renderApprovalPage } from './renderApprovalPage.ts'
import { summarizeUserAgent } from './summarizeUserAgent.ts'

const tokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })
/** The mailed link's `lang` (the login's locale); a bad one is ignored. */
const langSchema = z.object({ lang: localeInput })

/** The page's language: the link's `lang`, else the reader's Accept-Language, else English. */
const pageLocale = (request: FastifyRequest): FrameLocale => {
  const query = langSchema.safeParse(request.query ?? {})
  return requestLocale(
    query.success ? query.data.lang : undefined,
    request.headers['accept-language'],
  )
}

const sendPage = (reply: FastifyReply, state: ApprovalPage, locale: FrameLocale) =>
  reply
    .code({ confirm: 200, approved: 200, invalid: 400, refused: 403 }[state.kind])
    .header('content-security-policy', APPROVAL_PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderApprovalPage(state, locale))

/**
 * The page is sent with Referrer-Policy: no-referrer, under which browsers send its form's POST
 * with `Origin: null`; they then say Sec-Fetch-Site: same-origin, which is what counts.
 */
function isSameOrigin(ctx: FrameContext, request: FastifyRequest): boolean {
  return (
    request.headers.origin === new URL(ctx.publicOrigin()).origin ||
    request.headers['sec-fetch-site'] === 'same-origin'
  )
}

export function registerDeviceApprovalRoutes(app: FastifyInstance, ctx: FrameContext): void {
  app.register(async (scope) => {
    // Each request counts against its client IP's budget before the token is looked up.
    scope.addHook('onRequest', limitPageByIp(ctx))
    // The form's body; only in this scope, the API takes JSON only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    scope.get(DEVICE_APPROVAL_PATH, async (request, reply) => {
      const locale = pageLocale(request)
      const query = tokenSchema.safeParse(request.query)
      const pending = query.success ? await findPendingApproval(ctx, query.data.token) : null
      if (!query.success || !pending) return sendPage(reply, { kind: 'invalid' }, locale)
      return sendPage(
        reply,
        {
          kind: 'confirm',
          email: pending.email,
          app: pending.projectId ?? undefined,
          origin: pending.origin ?? undefined,
          browser: summarizeUserAgent(pending.userAgent, serverLocale(locale).t),
          requestedAt: pending.requestedAt,
          expiresAt: pending.expiresAt,
          // The answer page keeps the language.
          action: `${DEVICE_APPROVAL_PATH}?lang=${locale}`,
          token: query.data.token,
        },
        locale,
      )
    })

    scope.post(DEVICE_APPROVAL_PATH, async (request, reply) => {
      const locale = pageLocale(request)
      if (!isSameOrigin(ctx, request)) return sendPage(reply, { kind: 'refused' }, locale)
      const body = tokenSchema.safeParse(request.body)
      const approved = body.success ? await approveDevice(ctx, body.data.token) : null
      return sendPage(reply, { kind: approved ? 'approved' : 'invalid' }, locale)
    })
  })
}
