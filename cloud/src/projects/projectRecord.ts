/**
 * A project: its id, name, owner (the developer who manages it in the console), the origins
 * allowed to use it, and the settings the modal reads (features, connect-method order). Every
 * settings change bumps `version`, so two editors cannot overwrite each other unseen.
 */
import {
  allowedOriginSchema,
  connectMethodSchema,
  projectIdSchema,
  REMOTE_FEATURE_NAMES,
} from '@portico/shared'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'

export { projectIdSchema }

export const MAX_ALLOWED_ORIGINS = 100

export const remoteFeaturesSchema = z.partialRecord(z.enum(REMOTE_FEATURE_NAMES), z.boolean())
export const connectMethodsOrderSchema = z
  .array(connectMethodSchema)
  .min(1)
  .max(3)
  .refine((order) => new Set(order).size === order.length, 'Each connect method once')

export const projectNameSchema = z.string().trim().min(1).max(100)

export interface Project {
  projectId: string
  name: string
  ownerId: string | null
  allowedOrigins: string[]
  /** http://localhost and http://127.0.0.1 on any port (the developer turned it on). */
  localhostAnyPort: boolean
  /** Whether /getAnalyticsConfig tells the modal to send events. */
  analyticsEnabled: boolean
  /** Only the features the developer set; the rest keep the dapp's options. */
  features: z.infer<typeof remoteFeaturesSchema>
  connectMethodsOrder: z.infer<typeof connectMethodsOrderSchema> | null
  version: number
}

/** What a deployment seeds at start (the demo's project): origins are added, never removed. */
export const seedProjectSchema = z.object({
  projectId: projectIdSchema,
  name: projectNameSchema,
  allowedOrigins: z.array(allowedOriginSchema).max(MAX_ALLOWED_ORIGINS),
  /** E-mail of the developer who owns it in the console (created when missing). */
  ownerEmail: z.string().email().optional(),
  /** Only when the project is created; the console's switch from then on. */
  analyticsEnabled: z.boolean().optional(),
})
export type SeedProject = z.input<typeof seedProjectSchema>

interface ProjectRow {
  project_id: string
  name: string
  owner_id: string | null
  allowed_origins: string[]
  localhost_any_port: boolean
  analytics_enabled: boolean
  features: Project['features']
  connect_methods_order: Project['connectMethodsOrder']
  version: number
}

export const PROJECT_COLUMNS = `project_id, name, owner_id, allowed_origins, localhost_any_port,
  analytics_enabled, features, connect_methods_order, version`

export function toProject(row: ProjectRow): Project {
  return {
    projectId: row.project_id,
    name: row.name,
    ownerId: row.owner_id,
    allowedOrigins: row.allowed_origins,
    localhostAnyPort: row.localhost_any_port,
    analyticsEnabled: row.analytics_enabled,
    features: row.features ?? {},
    connectMethodsOrder: row.connect_methods_order,
    version: row.version,
  }
}

export async function getProject(db: Queryable, projectId: string): Promise<Project | null> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE project_id = $1`,
    [projectId],
  )
  return rows[0] ? toProject(rows[0]) : null
}

/** The projects a developer owns, newest first. */
export async function listProjectsOf(db: Queryable, ownerId: string): Promise<Project[]> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE owner_id = $1 ORDER BY created_at DESC`,
    [ownerId],
  )
  return rows.map(toProject)
}

/**
 * True when `origin` is allowed by at least one project: an exact entry, a `https://*.` entry
 * it is a subdomain of (same port), or localhost under a project's localhostAnyPort.
 */
export async function isOriginOfAnyProject(db: Queryable, origin: string): Promise<boolean> {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const isLocal =
    url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
  // Wildcards: the origin with its first label cut off, repeatedly, as `https://*.rest`.
  const wildcards: string[] = []
  if (url.protocol === 'https:') {
    const labels = url.hostname.split('.')
    const port = url.port ? `:${url.port}` : ''
    for (let i = 1; i < labels.length - 1; i++)
      wildcards.push(`https://*.${labels.slice(i).join('.')}${port}`)
  }
  const { rows } = await db.query(
    `SELECT 1 FROM projects
     WHERE $1 = ANY(allowed_origins) OR allowed_origins && $2::text[]
       OR (localhost_any_port AND $3)
     LIMIT 1`,
    [origin, wildcards, isLocal],
  )
  return rows.length > 0
}
