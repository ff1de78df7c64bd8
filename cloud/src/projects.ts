/**
 * Projects: a projectId, the origins allowed to use it, and whether it collects analytics.
 */
import { originSchema, projectIdSchema } from '@portico/shared'
import { z } from 'zod'
import type { Queryable } from './db/database.ts'

export { originSchema, projectIdSchema }

export const projectSchema = z.object({
  projectId: projectIdSchema,
  name: z.string().min(1).max(100),
  allowedOrigins: z.array(originSchema).max(100),
  /** Whether /getAnalyticsConfig tells the modal to send events (default true). */
  analyticsEnabled: z.boolean().optional(),
})
export type Project = z.infer<typeof projectSchema>

interface ProjectRow {
  project_id: string
  name: string
  allowed_origins: string[]
  analytics_enabled: boolean
}

export async function getProject(db: Queryable, projectId: string): Promise<Project | null> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT project_id, name, allowed_origins, analytics_enabled
     FROM projects WHERE project_id = $1`,
    [projectId],
  )
  const row = rows[0]
  return row
    ? {
        projectId: row.project_id,
        name: row.name,
        allowedOrigins: row.allowed_origins,
        analyticsEnabled: row.analytics_enabled,
      }
    : null
}

/** True when `origin` is on the allowlist of at least one project. */
export async function isOriginOfAnyProject(db: Queryable, origin: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM projects WHERE $1 = ANY(allowed_origins) LIMIT 1',
    [origin],
  )
  return rows.length > 0
}

/** Creates or updates a project (used to seed the demo project at start). */
export async function upsertProject(db: Queryable, project: Project): Promise<void> {
  const p = projectSchema.parse(project)
  await db.query(
    `INSERT INTO projects (project_id, name, allowed_origins, analytics_enabled)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name,
       allowed_origins = EXCLUDED.allowed_origins, analytics_enabled = EXCLUDED.analytics_enabled`,
    [p.projectId, p.name, p.allowedOrigins, p.analyticsEnabled ?? true],
  )
}
