/**
 * Applies the migrations that are missing, in order, each recorded in `schema_migrations`.
 * All of it runs in one transaction under an advisory lock, so instances starting together on
 * one PostgreSQL server migrate once and never see half a schema.
 */
import type { Database } from './database.ts'
import { migrations } from './migrations.ts'

export { migrations } from './migrations.ts'

/** Any constant works; it only has to be the same in every instance. */
const MIGRATION_LOCK_KEY = 4_100_001

export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM schema_migrations')
    const applied = new Set(rows.map((r) => r.id))
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ])
    }
  })
}
