/**
 * A hook for the frame server's pages outside /api (/sdk, the device approval link): each
 * request counts against its client IP's API budget (createLoginRateLimits' apiPerIp), since
 * /sdk looks a project up at the cloud and the approval link looks a token up in the database.
 * Over the budget: 429 in plain text, with `Retry-After`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FrameContext } from '../context/frameContext.ts'
import { FrameApiError } from '../http/apiErrors.ts'

export function limitPageByIp(ctx: FrameContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await ctx.rateLimits.consumeApi(request.ip)
    } catch (error) {
      if (!(error instanceof FrameApiError) || error.retryAfterSeconds === undefined) throw error
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(error.shortMessage)
    }
  }
}
