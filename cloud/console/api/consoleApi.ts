/**
 * The console's calls to its own server (same origin; the session is an HttpOnly cookie).
 * Every answer is parsed with the contract's schema, so a view only ever sees the shapes the
 * server promises; every failure is a ConsoleApiError. A call that finds the session gone
 * tells `sessionEvents` (the app then shows the sign-in).
 */
import { z } from 'zod'
import {
  analyticsViewSchema,
  CONSOLE_API,
  developerViewSchema,
  newTokenSchema,
  projectListSchema,
  projectViewSchema,
  tokenListSchema,
} from '../../src/console/consoleContract.ts'
import type { ProjectSettings } from '../../src/projects/projectSettings.ts'
import { ConsoleApiError, toConsoleApiError } from './ConsoleApiError.ts'

/** Fires `session-lost` when a signed-in call answers 401. */
export const sessionEvents = new EventTarget()

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** One call: JSON in (for POST and PATCH), JSON out, checked with `schema`. */
export async function consoleRequest<T>(
  method: Method,
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  const sendsBody = method === 'POST' || method === 'PATCH'
  let response: Response
  try {
    response = await fetch(`${CONSOLE_API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: sendsBody
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      ...(sendsBody ? { body: JSON.stringify(body ?? {}) } : {}),
    })
  } catch (cause) {
    throw new ConsoleApiError('Could not reach the console server; check your connection', {
      code: 'NETWORK',
      cause,
    })
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = toConsoleApiError(response.status, json)
    if (response.status === 401 && !path.startsWith('/login') && path !== '/me')
      sessionEvents.dispatchEvent(new Event('session-lost'))
    throw error
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new ConsoleApiError('The console server sent an answer this page does not understand', {
      code: 'INVALID_RESPONSE',
      status: response.status,
      details: parsed.error.message,
    })
  return parsed.data
}

const sentSchema = z.object({ sent: z.literal(true) })
const signedOutSchema = z.object({ signedOut: z.literal(true) })
const revokedSchema = z.object({ revoked: z.literal(true) })

/** The settings a PATCH may change (the version read is added by the caller). */
export type ProjectPatch = Omit<ProjectSettings, 'version'>

const project = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`

export const consoleApi = {
  sendCode: (email: string) => consoleRequest('POST', '/login/code', sentSchema, { email }),
  verifyCode: (email: string, code: string) =>
    consoleRequest('POST', '/login/verify', developerViewSchema, { email, code }),
  signOut: () => consoleRequest('POST', '/logout', signedOutSchema),
  me: () => consoleRequest('GET', '/me', developerViewSchema),

  listProjects: () => consoleRequest('GET', '/projects', projectListSchema),
  createProject: (name: string) => consoleRequest('POST', '/projects', projectViewSchema, { name }),
  getProject: (projectId: string) => consoleRequest('GET', project(projectId), projectViewSchema),
  updateProject: (projectId: string, version: number, patch: ProjectPatch) =>
    consoleRequest('PATCH', project(projectId), projectViewSchema, { version, ...patch }),
  addOrigin: (projectId: string, origin: string) =>
    consoleRequest('POST', `${project(projectId)}/origins`, projectViewSchema, { origin }),
  removeOrigin: (projectId: string, origin: string) =>
    consoleRequest(
      'DELETE',
      `${project(projectId)}/origins?origin=${encodeURIComponent(origin)}`,
      projectViewSchema,
    ),
  getAnalytics: (projectId: string, days = 30) =>
    consoleRequest('GET', `${project(projectId)}/analytics?days=${days}`, analyticsViewSchema),

  listTokens: () => consoleRequest('GET', '/tokens', tokenListSchema),
  createToken: (name: string) => consoleRequest('POST', '/tokens', newTokenSchema, { name }),
  revokeToken: (id: string) =>
    consoleRequest('DELETE', `/tokens/${encodeURIComponent(id)}`, revokedSchema),
}
