/**
 * Schema migrations, applied in order once each and recorded in `schema_migrations`.
 * Append new migrations; never edit one that has shipped.
 */
import type { Database } from './openDatabase.ts'

export const migrations: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'projects',
    sql: `
      CREATE TABLE projects (
        project_id text PRIMARY KEY,
        name text NOT NULL,
        allowed_origins text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
]

export async function migrate(db: Database): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
  const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations')
  const applied = new Set(rows.map((r) => r.id))
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue
    await db.query('BEGIN')
    try {
      await db.query(migration.sql)
      await db.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ])
      await db.query('COMMIT')
    } catch (error) {
      await db.query('ROLLBACK')
      throw error
    }
  }
}
