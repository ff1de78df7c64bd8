/**
 * Seeds a deployment's project at start (the demo's): created when missing; when it exists, the
 * seeded origins are added to what it has, so origins added in the console or by the CLI stay.
 * Its name and settings are the console's from then on.
 */

import { ensureDeveloper } from '../console/developers.ts'
import type { Queryable } from '../db/database.ts'
import { type SeedProject, seedProjectSchema } from './projectRecord.ts'

export async function seedProject(db: Queryable, seed: SeedProject): Promise<void> {
  const p = seedProjectSchema.parse(seed)
  const ownerId = p.ownerEmail ? (await ensureDeveloper(db, p.ownerEmail)).developerId : null
  await db.query(
    `INSERT INTO projects (project_id, name, allowed_origins, owner_id, analytics_enabled)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id) DO UPDATE SET
       allowed_origins = projects.allowed_origins || ARRAY(
         SELECT o FROM unnest(EXCLUDED.allowed_origins) AS o
         WHERE NOT (o = ANY(projects.allowed_origins))),
       owner_id = COALESCE(projects.owner_id, EXCLUDED.owner_id),
       version = projects.version + CASE
         WHEN EXCLUDED.allowed_origins <@ projects.allowed_origins
           AND (projects.owner_id IS NOT NULL OR EXCLUDED.owner_id IS NULL) THEN 0 ELSE 1 END`,
    [p.projectId, p.name, p.allowedOrigins, ownerId, p.analyticsEnabled ?? true],
  )
}
