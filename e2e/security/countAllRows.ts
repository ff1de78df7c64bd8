/**
 * The rows of every table a server's database holds, summed: what "bad input wrote nothing"
 * compares before and after. Every base table of the `public` schema is counted, so a table
 * added later is counted too (PGlite and PostgreSQL alike).
 */
export interface QueryableDatabase {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export async function countAllRows(db: QueryableDatabase): Promise<number> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )
  let total = 0
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)
    total += rows[0]?.n ?? 0
  }
  return total
}
