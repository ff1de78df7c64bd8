/**
 * Changes a project's name and settings, only if nobody changed it since the caller read it
 * (`version`): a stale write answers 409 and writes nothing, instead of undoing the other edit.
 */
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { createCloudError } from '../http/cloudErrors.ts'
import {
  connectMethodsOrderSchema,
  getProject,
  PROJECT_COLUMNS,
  type Project,
  projectNameSchema,
  remoteFeaturesSchema,
  toProject,
} from './projectRecord.ts'

export const projectSettingsSchema = z
  .object({
    version: z.number().int().positive(),
    name: projectNameSchema.optional(),
    features: remoteFeaturesSchema.optional(),
    /** null goes back to the dapp's own order. */
    connectMethodsOrder: connectMethodsOrderSchema.nullable().optional(),
    analyticsEnabled: z.boolean().optional(),
    localhostAnyPort: z.boolean().optional(),
  })
  .strict()
export type ProjectSettings = z.infer<typeof projectSettingsSchema>

/** @throws 409 PROJECT_VERSION_CONFLICT when `version` is not the project's current one. */
export async function updateProjectSettings(
  db: Queryable,
  projectId: string,
  settings: ProjectSettings,
): Promise<Project | null> {
  const { rows } = await db.query<Parameters<typeof toProject>[0]>(
    `UPDATE projects SET
       name = COALESCE($3, name),
       features = COALESCE($4::jsonb, features),
       connect_methods_order = CASE WHEN $5 THEN $6::text[] ELSE connect_methods_order END,
       analytics_enabled = COALESCE($7, analytics_enabled),
       localhost_any_port = COALESCE($8, localhost_any_port),
       version = version + 1
     WHERE project_id = $1 AND version = $2
     RETURNING ${PROJECT_COLUMNS}`,
    [
      projectId,
      settings.version,
      settings.name ?? null,
      settings.features ? JSON.stringify(settings.features) : null,
      settings.connectMethodsOrder !== undefined,
      settings.connectMethodsOrder ?? null,
      settings.analyticsEnabled ?? null,
      settings.localhostAnyPort ?? null,
    ],
  )
  if (rows[0]) return toProject(rows[0])
  const current = await getProject(db, projectId)
  if (current) throw createCloudError('PROJECT_VERSION_CONFLICT')
  return null
}
