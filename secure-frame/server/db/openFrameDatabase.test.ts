import { expect, it } from 'vitest'
import { createFramePostgresDatabase } from '../testing/frameTestPostgres.ts'
import { frameMigrations } from './frameMigrations.ts'
import { type FrameDatabase, openFrameDatabase } from './openFrameDatabase.ts'

it('four instances starting at once on one PostgreSQL migrate it once and all open', async () => {
  const { url, release } = await createFramePostgresDatabase()
  try {
    const dbs = await Promise.all([1, 2, 3, 4].map(() => openFrameDatabase({ databaseUrl: url })))
    const [first, second, , fourth] = dbs as [FrameDatabase, FrameDatabase, unknown, FrameDatabase]
    expect(dbs.map((db) => db.kind)).toEqual(['postgres', 'postgres', 'postgres', 'postgres'])
    const { rows } = await first.query<{ id: number }>(
      'SELECT id FROM schema_migrations ORDER BY id',
    )
    expect(rows.map((r) => r.id)).toEqual(frameMigrations.map((m) => m.id))
    // What one instance writes, another reads.
    await second.query(`INSERT INTO email_cooldowns VALUES ('login', 'a@example.com', now())`)
    const seen = await fourth.query('SELECT 1 FROM email_cooldowns')
    expect(seen.rows).toHaveLength(1)
    await Promise.all(dbs.map((db) => db.close()))
  } finally {
    await release()
  }
}, 120_000)

it('refuses to start on a database URL nothing answers at, with the driver message', async () => {
  await expect(
    openFrameDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/none' }),
  ).rejects.toThrow(/ECONNREFUSED/)
})
