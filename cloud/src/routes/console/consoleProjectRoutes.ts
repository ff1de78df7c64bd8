/**
 * A developer's projects: list, create (a generated id), read, change settings (with the
 * version read, 409 when stale), add and remove allowed origins (one atomic statement each),
 * and the analytics counts per day. Another developer's project answers 403.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import {
  analyticsViewSchema,
  CONSOLE_API,
  createProjectBodySchema,
  originBodySchema,
  projectListSchema,
  projectViewSchema,
  toProjectView,
} from '../../console/consoleContract.ts'
import type { Developer } from '../../console/developers.ts'
import { assertWritten, loadOwnedProject } from '../../console/ownedProject.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { createProject } from '../../projects/createProject.ts'
import { countAnalyticsPerDay } from '../../projects/projectAnalytics.ts'
import { addAllowedOrigin, removeAllowedOrigin } from '../../projects/projectOrigins.ts'
import { listProjectsOf } from '../../projects/projectRecord.ts'
import { projectSettingsSchema, updateProjectSettings } from '../../projects/projectSettings.ts'

const MINUTE = 60_000
const limit = { max: 300, timeWindowMs: MINUTE }
const projectParams = z.object({ projectId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) })
const PROJECT = `${CONSOLE_API}/projects/:projectId`

export function registerConsoleProjectRoutes(app: FastifyInstance, ctx: CloudContext): void {
  // Every write is visible to this instance at once; to the others within their cache time.
  const written = <T>(value: T) => {
    ctx.projects.clear()
    return value
  }
  const me = (developer: Developer | null) => developer as Developer

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${CONSOLE_API}/projects`,
    access: 'developer',
    rateLimit: limit,
    response: projectListSchema,
    handler: async ({ developer }) => ({
      projects: (await listProjectsOf(ctx.db, me(developer).developerId)).map(toProjectView),
    }),
  })

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${CONSOLE_API}/projects`,
    access: 'developer',
    rateLimit: { max: 30, timeWindowMs: MINUTE },
    body: createProjectBodySchema,
    response: projectViewSchema,
    handler: async ({ developer, body, reply }) => {
      const project = await createProject(ctx.db, {
        ownerId: me(developer).developerId,
        name: body.name,
        allowedOrigins: [...new Set(body.allowedOrigins ?? [])],
      })
      reply.code(201)
      return written(toProjectView(project))
    },
  })

  defineRoute(app, ctx, {
    method: 'GET',
    url: PROJECT,
    access: 'developer',
    rateLimit: limit,
    params: projectParams,
    response: projectViewSchema,
    handler: async ({ developer, params }) =>
      toProjectView(await loadOwnedProject(ctx, me(developer), params.projectId)),
  })

  defineRoute(app, ctx, {
    method: 'PATCH',
    url: PROJECT,
    access: 'developer',
    rateLimit: limit,
    params: projectParams,
    body: projectSettingsSchema,
    response: projectViewSchema,
    handler: async ({ developer, params, body }) => {
      await loadOwnedProject(ctx, me(developer), params.projectId)
      const project = await updateProjectSettings(ctx.db, params.projectId, body)
      return written(toProjectView(assertWritten(project)))
    },
  })

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${PROJECT}/origins`,
    access: 'developer',
    rateLimit: limit,
    params: projectParams,
    body: originBodySchema,
    response: projectViewSchema,
    handler: async ({ developer, params, body }) => {
      await loadOwnedProject(ctx, me(developer), params.projectId)
      const project = await addAllowedOrigin(ctx.db, params.projectId, body.origin)
      return written(toProjectView(assertWritten(project)))
    },
  })

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: `${PROJECT}/origins`,
    access: 'developer',
    rateLimit: limit,
    params: projectParams,
    query: originBodySchema,
    response: projectViewSchema,
    handler: async ({ developer, params, query }) => {
      await loadOwnedProject(ctx, me(developer), params.projectId)
      const project = await removeAllowedOrigin(ctx.db, params.projectId, query.origin)
      return written(toProjectView(assertWritten(project)))
    },
  })

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${PROJECT}/analytics`,
    access: 'developer',
    rateLimit: limit,
    params: projectParams,
    query: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }).strict(),
    response: analyticsViewSchema,
    handler: async ({ developer, params, query }) => {
      await loadOwnedProject(ctx, me(developer), params.projectId)
      return { days: await countAnalyticsPerDay(ctx.db, params.projectId, query.days, ctx.now()) }
    },
  })
}
