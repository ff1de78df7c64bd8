/**
 * GET /v1/project/config: what the project's developer set in the console (features, connect
 * method order), read by the modal when it first opens. The modal also learns here, before it
 * loads a frame that `frame-ancestors` would refuse, that its origin is not on the allowlist
 * (403 INVALID_APP_CONFIGURATION): so that answer is readable from any origin (corsOrigin.ts).
 */
import { PROJECT_CACHE_HOP_MS, projectConfigSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'

export const PROJECT_CONFIG_PATH = '/v1/project/config'

export function registerGetProjectConfig(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: PROJECT_CONFIG_PATH,
    access: 'project',
    query: projectQuery,
    response: projectConfigSchema,
    handler: async ({ project, reply }) => {
      reply.header('cache-control', `private, max-age=${Math.floor(PROJECT_CACHE_HOP_MS / 1000)}`)
      return {
        features: project?.features ?? {},
        connectMethodsOrder: project?.connectMethodsOrder ?? null,
      }
    },
  })
}
