/**
 * A route hook that counts the request against its client IP's login rate limit, before its
 * body or proof is looked at. The IP is Fastify's `request.ip`: behind a proxy, set the frame
 * server's `trustProxy` so it is the client's rather than the proxy's.
 */
import type { FastifyRequest } from 'fastify'
import type { FrameContext } from '../context/frameContext.ts'

export function limitByIp(ctx: FrameContext) {
  return async (request: FastifyRequest) => {
    await ctx.rateLimits.consumeIp(request.ip)
  }
}
