/**
 * Adds the shared security headers (nosniff, Referrer-Policy, Permissions-Policy, a CSP) to
 * every response of the app, errors and 404s included, in one onSend hook rather than per route;
 * a header a route set itself (the frame page's CSP with its frame-ancestors) is kept.
 */
import { missingSecurityHeaders } from '@portico/shared'
import type { FastifyInstance } from 'fastify'

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of missingSecurityHeaders((n) => reply.hasHeader(n)))
      reply.header(name, value)
    return payload
  })
}
