/**
 * The one database interface every module uses, whichever PostgreSQL is behind it: PGlite
 * in-process or a PostgreSQL server. Rows come back with JSON already parsed; numbers that
 * PostgreSQL would return as int8 or numeric are cast in SQL (`::int`, `::float8`) so both
 * drivers give plain JavaScript numbers.
 */

/** Something that runs SQL: the database itself, or one transaction of it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** One connection of its own, outside the pool, for state bound to a session (a lease's lock). */
export interface DatabaseSession extends Queryable {
  /** Resolves once the connection is gone: closed by us, or lost (the server or network went). */
  readonly ended: Promise<void>
  close(): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * A PostgreSQL server only: opens a connection of its own, beside the pool. PGlite has one
   * connection and one process, so it has nothing to offer here.
   */
  openSession?(): Promise<DatabaseSession>
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when
   * it throws. On PGlite other queries wait until it ends.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
