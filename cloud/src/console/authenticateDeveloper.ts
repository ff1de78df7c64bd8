/**
 * Who is calling an admin route: a console session (the `portico_console` cookie, HttpOnly and
 * SameSite=Strict) or an API token (`Authorization: Bearer pct_…`, for the CLI and CI). A
 * cookie-authenticated write must also come from the console's own origin, so another site
 * cannot make a signed-in developer's browser change a project.
 */
import type { FastifyRequest } from 'fastify'
import type { CloudContext } from '../cloudContext.ts'
import { createCloudError } from '../http/cloudErrors.ts'
import { findCredentialOwner } from './consoleCredentials.ts'
import type { Developer } from './developers.ts'

export const CONSOLE_COOKIE = 'portico_console'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The origin the console is served from: the public URL's, else the request's own host. */
export function consoleOrigin(ctx: CloudContext, request: FastifyRequest): string {
  const publicUrl = ctx.publicUrl()
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`
}

/** Whether a write came from the console's page (its public origin or the host it was asked on). */
function isConsoleOrigin(ctx: CloudContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin
  return (
    origin !== undefined &&
    (origin === consoleOrigin(ctx, request) || origin === `${request.protocol}://${request.host}`)
  )
}

/** @throws 401 CONSOLE_NOT_SIGNED_IN, 403 CROSS_SITE_REQUEST */
export async function authenticateDeveloper(
  ctx: CloudContext,
  request: FastifyRequest,
): Promise<Developer> {
  const authorization = request.headers.authorization
  if (authorization !== undefined) {
    const match = /^Bearer ([\w-]{1,200})$/.exec(authorization)
    const developer = match?.[1]
      ? await findCredentialOwner(ctx.db, match[1], 'token', ctx.now())
      : null
    if (!developer) throw createCloudError('CONSOLE_NOT_SIGNED_IN', { details: 'Unknown token' })
    return developer
  }
  const session = request.cookies?.[CONSOLE_COOKIE]
  if (!session || !/^[\w-]{1,200}$/.test(session)) throw createCloudError('CONSOLE_NOT_SIGNED_IN')
  if (!SAFE_METHODS.has(request.method) && !isConsoleOrigin(ctx, request))
    throw createCloudError('CROSS_SITE_REQUEST')
  const developer = await findCredentialOwner(ctx.db, session, 'session', ctx.now())
  if (!developer) throw createCloudError('CONSOLE_NOT_SIGNED_IN', { details: 'Session expired' })
  return developer
}
