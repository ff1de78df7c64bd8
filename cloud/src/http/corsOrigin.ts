/**
 * CORS only for allowed origins: a call naming a project (`projectId` in the query, preflights
 * included) is allowed from that project's origins; any other call from an origin on some
 * project's allowlist (health, the project look-up). The project config answers every origin (its
 * 403 says the origin is not allowed). Everything else gets no CORS headers, so browsers keep
 * other sites out.
 */
import { isOriginAllowed } from '@portico/shared'
import type { FastifyRequest } from 'fastify'
import { projectIdSchema } from '../projects/projectRecord.ts'
import { PROJECT_CONFIG_PATH } from '../routes/projects/getProjectConfig.ts'
import type { ProjectDirectory } from './projectDirectory.ts'

export async function corsOrigin(
  projects: ProjectDirectory,
  request: FastifyRequest,
): Promise<string | false> {
  const origin = request.headers.origin
  if (!origin) return false
  // The project config answers every origin: a page off the allowlist must be able to read its
  // 403, to say so at once rather than wait for a frame that will never load.
  if (request.url.split('?')[0] === PROJECT_CONFIG_PATH) return origin
  const projectId = projectIdSchema.safeParse((request.query as { projectId?: unknown })?.projectId)
  if (projectId.success) {
    const project = await projects.get(projectId.data)
    return project && isOriginAllowed(origin, project) ? origin : false
  }
  return (await projects.isOriginOfAnyProject(origin)) ? origin : false
}
