/**
 * Declares a route with zod schemas for its params, query and body. Input is checked before
 * anything else runs: a failure answers 400 with every failed check and changes nothing.
 * Project routes then check the project (unknown → 401 INVALID_PROJECT_ID) and the Origin
 * header (not on the project's allowlist → 403 INVALID_APP_CONFIGURATION). A route's `response`
 * schema shapes what it sends.
 */
import {
  createPorticoError,
  isOriginAllowed,
  porticoErrorMap,
  type ValidationIssue,
} from '@portico/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../cloudContext.ts'
import { authenticateDeveloper } from '../console/authenticateDeveloper.ts'
import type { Developer } from '../console/developers.ts'
import type { Project } from '../projects/projectRecord.ts'

/**
 * `project`: every API call (projectId, st, sv in the query). `rpc`: the RPC URL, which carries
 * only chainId and projectId. `public`: no project (health, the project look-up, the console's
 * sign-in). `developer`: the console's API, for a signed-in developer or an API token.
 */
export type RouteAccess = 'project' | 'rpc' | 'public' | 'developer'

export interface RouteInput<P, Q, B> {
  params: P
  query: Q
  body: B
  /** The checked project (null only for public and developer routes). */
  project: Project | null
  /** The signed-in developer (developer routes only). */
  developer: Developer | null
  request: FastifyRequest
  reply: FastifyReply
  ctx: CloudContext
}

export interface RouteSpec<P, Q, B> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  url: string | readonly string[]
  access: RouteAccess
  // Classic zod schemas or the zod/mini ones shared's contracts are written in.
  params?: z.core.$ZodType<P>
  query?: z.core.$ZodType<Q>
  body?: z.core.$ZodType<B>
  /**
   * The response's contract (a schema from @portico/shared, the one the modal parses with): the
   * handler's result is passed through it before it is sent, so a route cannot drift from it.
   */
  response?: { parse(data: unknown): unknown }
  /**
   * Requests per client IP and window on this route alone (@fastify/rate-limit); `write`: the
   * configured write budget (CloudRateLimits.writesPerIp). Absent: the shared per-IP budget.
   */
  rateLimit?: { max: number; timeWindowMs: number } | 'write'
  /**
   * The handler answers a repeated request with the very same object (a cached answer, never
   * changed once returned): its check against `response` and its JSON are made once per object.
   */
  sameObjectSameAnswer?: true
  /** Its result is sent as JSON (or as is, when the handler set a content type). */
  handler(input: RouteInput<P, Q, B>): Promise<unknown>
}

type Part = 'params' | 'query' | 'body'

/**
 * Built once: zod compiles a schema on its first parse (generated code, source-map scan), so
 * one made per request cost more than the rest of a small route.
 */
const projectIdOf = z.object({ projectId: z.string() })

/** The JSON sent for an answer object of a `sameObjectSameAnswer` route, by that object. */
const answeredJson = new WeakMap<object, string>()

function check<T>(
  part: Part,
  schema: z.core.$ZodType<T> | undefined,
  value: unknown,
  issues: ValidationIssue[],
): T {
  if (!schema) return undefined as T
  const result = z.safeParse(schema, value, { error: porticoErrorMap })
  if (result.success) return result.data
  for (const issue of result.error.issues)
    issues.push({ path: [part, ...issue.path], message: issue.message })
  return undefined as T
}

/** Checks the project of `projectId` and the request's origin against its allowlist. */
async function checkProject(ctx: CloudContext, request: FastifyRequest, projectId: string) {
  const project = await ctx.projects.get(projectId)
  if (!project) throw createPorticoError('INVALID_PROJECT_ID', { status: 401 })
  const origin = request.headers.origin
  if (origin !== undefined && !isOriginAllowed(origin, project))
    throw createPorticoError('INVALID_APP_CONFIGURATION', { params: { origin }, status: 403 })
  return project
}

export function defineRoute<P, Q, B>(
  app: FastifyInstance,
  ctx: CloudContext,
  spec: RouteSpec<P, Q, B>,
): void {
  const urls = typeof spec.url === 'string' ? [spec.url] : spec.url
  // A fixed budget (the console's sign-in and projects) is never skipped, even while Redis is
  // unreachable; the configured ones are (see createCloudServer).
  const limit =
    spec.rateLimit === 'write'
      ? { max: ctx.rateLimits.writesPerIp, timeWindowMs: ctx.rateLimits.windowMs, strict: false }
      : spec.rateLimit && { ...spec.rateLimit, strict: true }
  for (const url of urls) {
    app.route({
      method: spec.method,
      url,
      ...(limit
        ? {
            config: {
              rateLimit: {
                max: limit.max,
                timeWindow: limit.timeWindowMs,
                skipOnError: !limit.strict,
              },
            },
          }
        : {}),
      handler: async (request, reply) => {
        const issues: ValidationIssue[] = []
        const params = check('params', spec.params, request.params, issues)
        const query = check('query', spec.query, request.query ?? {}, issues)
        const body = check('body', spec.body, request.body, issues)
        if (issues.length) {
          const details = issues
            .map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
            .join('; ')
          throw createPorticoError('SCHEMA_INVALID_INPUT', { details, issues })
        }
        let project: Project | null = null
        let developer: Developer | null = null
        if (spec.access === 'developer') developer = await authenticateDeveloper(ctx, request)
        else if (spec.access !== 'public') {
          const projectId = projectIdOf.parse(query).projectId
          project = await checkProject(ctx, request, projectId)
        }
        const result = await spec.handler({
          params,
          query,
          body,
          project,
          developer,
          request,
          reply,
          ctx,
        })
        if (spec.sameObjectSameAnswer && result !== null && typeof result === 'object') {
          let json = answeredJson.get(result)
          if (json === undefined) {
            json = JSON.stringify(spec.response ? spec.response.parse(result) : result)
            answeredJson.set(result, json)
          }
          return reply.type('application/json; charset=utf-8').send(json)
        }
        return spec.response ? spec.response.parse(result) : result
      },
    })
  }
}
