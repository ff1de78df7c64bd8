/**
 * Runs a suite twice: on PGlite (in memory, from the snapshot) and on a Debian PostgreSQL
 * server started for the test file (one server per file, from the template data dir; one
 * database per suite, a copy of the migrated template). The suite reads its database through
 * the getter once `beforeAll` has run.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe } from 'vitest'
import type { Database } from '../db/database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { loadPgliteSnapshot } from './pgliteSnapshot.ts'
import { postgresTemplateDataDir, TEMPLATE_DATABASE } from './postgresTemplate.ts'
import { type RunningPostgres, startPostgresServer } from './startPostgresServer.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'
export const TEST_DATABASE_KINDS: readonly TestDatabaseKind[] = ['pglite', 'postgres']

export interface TestDatabase {
  kind: TestDatabaseKind
  db: Database
  /** For postgres: the database's URL (a second process can open it). */
  databaseUrl?: string
}

/** The file's PostgreSQL server, started on first use and stopped when no suite uses it. */
let server: Promise<RunningPostgres> | undefined
let users = 0

async function acquireServer(): Promise<RunningPostgres> {
  users++
  server ??= postgresTemplateDataDir().then((templateDataDir) =>
    startPostgresServer({ templateDataDir }),
  )
  return server
}

async function releaseServer(): Promise<void> {
  users--
  if (users > 0 || !server) return
  const running = server
  server = undefined
  await (await running).stop()
}

export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite')
    return { kind, db: await openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() }) }
  const pgServer = await acquireServer()
  const databaseUrl = await pgServer.createDatabase(
    `t_${randomBytes(6).toString('hex')}`,
    TEMPLATE_DATABASE,
  )
  return { kind, db: await openDatabase({ databaseUrl }), databaseUrl }
}

async function closeTestDatabase(test: TestDatabase): Promise<void> {
  await test.db.close()
  if (test.kind === 'postgres') await releaseServer()
}

/** Time for `beforeAll`: a first run may install PostgreSQL with apt-get. */
const SETUP_TIMEOUT_MS = 300_000

export function describeOnBothDatabases(
  name: string,
  suite: (database: () => TestDatabase) => void,
): void {
  for (const kind of TEST_DATABASE_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let test: TestDatabase | undefined
      beforeAll(async () => {
        test = await openTestDatabase(kind)
      }, SETUP_TIMEOUT_MS)
      afterAll(async () => {
        if (test) await closeTestDatabase(test)
      }, 30_000)
      suite(() => {
        if (!test) throw new Error(`the ${kind} test database is not open`)
        return test
      })
    })
  }
}
