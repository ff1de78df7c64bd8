/**
 * Projects: a projectId and the origins allowed to use it.
 */
import { z } from 'zod'
import type { Database } from './db/openDatabase.ts'

export const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid project id')
/** An origin as browsers send it: scheme://host[:port], no path. */
export const originSchema = z
  .string()
  .max(255)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
    } catch {
      return false
    }
  }, 'Invalid origin')

export const projectSchema = z.object({
  projectId: projectIdSchema,
  name: z.string().min(1).max(100),
  allowedOrigins: z.array(originSchema).max(100),
})
export type Project = z.infer<typeof projectSchema>

export async function getProject(db: Database, projectId: string): Promise<Project | null> {
  const { rows } = await db.query<{ project_id: string; name: string; allowed_origins: string[] }>(
    'SELECT project_id, name, allowed_origins FROM projects WHERE project_id = $1',
    [projectId],
  )
  const row = rows[0]
  return row
    ? { projectId: row.project_id, name: row.name, allowedOrigins: row.allowed_origins }
    : null
}

/** Creates or updates a project (used to seed the demo project at start). */
export async function upsertProject(db: Database, project: Project): Promise<void> {
  const p = projectSchema.parse(project)
  await db.query(
    `INSERT INTO projects (project_id, name, allowed_origins) VALUES ($1, $2, $3)
     ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name, allowed_origins = EXCLUDED.allowed_origins`,
    [p.projectId, p.name, p.allowedOrigins],
  )
}
