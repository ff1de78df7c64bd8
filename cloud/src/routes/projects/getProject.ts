/**
 * GET /v1/projects/{projectId}: a project's id, name and allowed origins (and whether localhost
 * on any port is allowed), for the secure frame
 * server (its frame-ancestors). 400 for a malformed id, 404 for an unknown one, both with the
 * INVALID_PROJECT_ID code. It needs no st/sv: servers call it, not the modal. Read through the
 * project directory's short cache, as every project check is (http/projectDirectory.ts).
 */
import { createPorticoError } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectIdSchema } from '../../projects/projectRecord.ts'

export function registerGetProject(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/projects/:projectId',
    access: 'public',
    params: z.object({ projectId: z.string() }),
    handler: async ({ params }) => {
      const projectId = projectIdSchema.safeParse(params.projectId)
      if (!projectId.success) throw createPorticoError('INVALID_PROJECT_ID', { status: 400 })
      const project = await ctx.projects.get(projectId.data)
      if (!project) throw createPorticoError('INVALID_PROJECT_ID', { status: 404 })
      return {
        projectId: project.projectId,
        name: project.name,
        allowedOrigins: project.allowedOrigins,
        localhostAnyPort: project.localhostAnyPort,
      }
    },
  })
}
