/**
 * Test helper: one throwaway PostgreSQL server per test file (the cloud's Debian server helper),
 * shared by every suite in it, with a fresh empty database per caller; and
 * `describeOnBothFrameDatabases`, which runs a suite on PGlite and on that server, as the
 * cloud's describeOnBothDatabases does.
 */
import { randomBytes } from 'node:crypto'
import {
  type RunningPostgres,
  startPostgresServer,
} from '@portico/cloud/testing/startPostgresServer'
import { afterAll, beforeAll, describe } from 'vitest'
import { type FrameDatabase, openFrameDatabase } from '../db/openFrameDatabase.ts'

let server: Promise<RunningPostgres> | undefined
let users = 0

/** A fresh database on the file's server (started on first use); `release` when done. */
export async function createFramePostgresDatabase(): Promise<{
  url: string
  release(): Promise<void>
}> {
  users++
  server ??= startPostgresServer()
  const running = await server
  const url = await running.createDatabase(`frame_${randomBytes(6).toString('hex')}`)
  return {
    url,
    async release() {
      users--
      if (users > 0 || !server) return
      const last = server
      server = undefined
      await (await last).stop()
    },
  }
}

/** Time for `beforeAll`: a first run may install PostgreSQL with apt-get. */
const SETUP_TIMEOUT_MS = 300_000

export function describeOnBothFrameDatabases(
  name: string,
  suite: (db: () => FrameDatabase) => void,
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe(`${name} [${kind}]`, () => {
      let db: FrameDatabase | undefined
      let release = async () => {}
      beforeAll(async () => {
        if (kind === 'pglite') {
          db = await openFrameDatabase()
          return
        }
        const created = await createFramePostgresDatabase()
        release = created.release
        db = await openFrameDatabase({ databaseUrl: created.url })
      }, SETUP_TIMEOUT_MS)
      afterAll(async () => {
        await db?.close()
        await release()
      }, 30_000)
      suite(() => {
        if (!db) throw new Error(`the ${kind} test database is not open`)
        return db
      })
    })
  }
}
