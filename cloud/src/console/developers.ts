/** Developers: the people who manage projects in the console, known by their e-mail address. */
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

export interface Developer {
  developerId: string
  email: string
}

/** The developer with this e-mail (lower-cased), created on first use. */
export async function ensureDeveloper(db: Queryable, email: string): Promise<Developer> {
  const normalized = email.trim().toLowerCase()
  const { rows } = await db.query<{ developer_id: string; email: string }>(
    `INSERT INTO developers (developer_id, email) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING developer_id, email`,
    [randomUUID(), normalized],
  )
  const row = rows[0] as { developer_id: string; email: string }
  return { developerId: row.developer_id, email: row.email }
}
