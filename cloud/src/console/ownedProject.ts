/** A project the calling developer owns: 404 when there is none, 403 when it is someone else's. */
import type { CloudContext } from '../cloudContext.ts'
import { createCloudError } from '../http/cloudErrors.ts'
import { getProject, type Project } from '../projects/projectRecord.ts'
import type { Developer } from './developers.ts'

export async function loadOwnedProject(
  ctx: CloudContext,
  developer: Developer,
  projectId: string,
): Promise<Project> {
  const project = await getProject(ctx.db, projectId)
  if (!project) throw createCloudError('PROJECT_NOT_FOUND')
  if (project.ownerId !== developer.developerId) throw createCloudError('NOT_PROJECT_OWNER')
  return project
}

/** Throws the same 404/403 as loadOwnedProject when a write found no project it may change. */
export function assertWritten<T>(project: T | null): T {
  if (!project) throw createCloudError('PROJECT_NOT_FOUND')
  return project
}
