/** GET /getAnalyticsConfig (SPEC §7) → {isAnalyticsEnabled}, from the project's settings. */
import { analyticsConfigSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'

export function registerGetAnalyticsConfig(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/getAnalyticsConfig',
    access: 'project',
    response: analyticsConfigSchema,
    query: projectQuery,
    handler: async ({ project }) => ({ isAnalyticsEnabled: project?.analyticsEnabled ?? true }),
  })
}
