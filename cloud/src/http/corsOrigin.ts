/**
 * CORS only for allowed origins: a call naming a project (`projectId` in the query, preflights
 * included) is allowed from that project's origins; any other call from an origin on some
 * project's allowlist (health, the project look-up). Everything else gets no CORS headers, so
 * browsers keep other sites out.
 */
import type { FastifyRequest } from 'fastify'
import { projectIdSchema } from '../projects.ts'
import type { ProjectDirectory } from './projectDirectory.ts'

export async function corsOrigin(
  projects: ProjectDirectory,
  request: FastifyRequest,
): Promise<string | false> {
  const origin = request.headers.origin
  if (!origin) return false
  const projectId = projectIdSchema.safeParse((request.query as { projectId?: unknown })?.projectId)
  if (projectId.success) {
    const project = await projects.get(projectId.data)
    return project?.allowedOrigins.includes(origin) ? origin : false
  }
  return (await projects.isOriginOfAnyProject(origin)) ? origin : false
}
