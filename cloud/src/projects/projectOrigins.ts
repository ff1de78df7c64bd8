/**
 * Adds or removes one allowed origin in a single statement each, so two developers editing the
 * list at once both keep their change (no read-modify-write). Each change bumps the version.
 */
import type { Queryable } from '../db/database.ts'
import { createCloudError } from '../http/cloudErrors.ts'
import {
  getProject,
  MAX_ALLOWED_ORIGINS,
  PROJECT_COLUMNS,
  type Project,
  toProject,
} from './projectRecord.ts'

/** @throws 409 TOO_MANY_ORIGINS when the list is full. */
export async function addAllowedOrigin(
  db: Queryable,
  projectId: string,
  origin: string,
): Promise<Project | null> {
  const { rows } = await db.query<Parameters<typeof toProject>[0]>(
    `UPDATE projects SET allowed_origins = allowed_origins || $2::text, version = version + 1
     WHERE project_id = $1 AND NOT ($2 = ANY(allowed_origins))
       AND cardinality(allowed_origins) < $3
     RETURNING ${PROJECT_COLUMNS}`,
    [projectId, origin, MAX_ALLOWED_ORIGINS],
  )
  if (rows[0]) return toProject(rows[0])
  const project = await getProject(db, projectId)
  if (project && !project.allowedOrigins.includes(origin))
    throw createCloudError('TOO_MANY_ORIGINS')
  return project
}

export async function removeAllowedOrigin(
  db: Queryable,
  projectId: string,
  origin: string,
): Promise<Project | null> {
  const { rows } = await db.query<Parameters<typeof toProject>[0]>(
    `UPDATE projects SET allowed_origins = array_remove(allowed_origins, $2), version = version + 1
     WHERE project_id = $1 AND $2 = ANY(allowed_origins)
     RETURNING ${PROJECT_COLUMNS}`,
    [projectId, origin],
  )
  return rows[0] ? toProject(rows[0]) : getProject(db, projectId)
}
