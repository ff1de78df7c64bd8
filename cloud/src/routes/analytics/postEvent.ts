/**
 * POST /e (SPEC §7 "Analytics"): stores an event {eventId, url, domain, timestamp, props} for
 * the project. The origin check of every project route answers 403 for an origin off the
 * allowlist (the modal turns that into 'Invalid App Configuration'). A project with analytics
 * off accepts events and drops them; a repeated eventId is stored once.
 */
import { analyticsEventSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { storeEvent } from '../../analytics/eventStore.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'

export function registerPostEvent(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/e',
    rateLimit: 'write',
    access: 'project',
    query: projectQuery,
    body: analyticsEventSchema,
    handler: async ({ query, body, project, request }) => {
      if (project?.analyticsEnabled === false) return { success: true, stored: false }
      const stored = await storeEvent(ctx.db, body, {
        projectId: query.projectId,
        sdkType: query.st,
        sdkVersion: query.sv,
        origin: request.headers.origin ?? null,
      })
      request.log.debug({ eventId: body.eventId, stored }, 'analytics event')
      return { success: true, stored }
    },
  })
}
