/** Authenticates a Fastify request: its bearer token, bound to its verified device proof. */
import type { FastifyRequest } from 'fastify'
import type { FrameContext } from '../context/frameContext.ts'
import {
  type AuthenticatedSession,
  authenticateSession,
  bearerTokenOf,
} from './authenticateSession.ts'

export function authenticateRequest(
  ctx: FrameContext,
  request: FastifyRequest,
): Promise<AuthenticatedSession> {
  return authenticateSession(ctx, bearerTokenOf(request.headers.authorization), request.deviceId)
}
