/** A new project for a developer: its id is 32 random hex digits, like a WalletConnect project id. */
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import { getProject, type Project } from './projectRecord.ts'

export async function createProject(
  db: Queryable,
  input: { ownerId: string; name: string; allowedOrigins?: string[] },
): Promise<Project> {
  const projectId = randomBytes(16).toString('hex')
  await db.query(
    `INSERT INTO projects (project_id, name, owner_id, allowed_origins) VALUES ($1, $2, $3, $4)`,
    [projectId, input.name, input.ownerId, input.allowedOrigins ?? []],
  )
  return (await getProject(db, projectId)) as Project
}
