/**
 * The one database interface the frame's modules use, whichever PostgreSQL is behind it: PGlite
 * in-process or a PostgreSQL server shared by several instances (openFrameDatabase opens either).
 */

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface FrameDatabase extends Queryable {
  /** `postgres`: a server other instances may share; `pglite`: this process's own. */
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction on one connection (PGlite: other queries wait for it). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
