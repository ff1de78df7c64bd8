/**
 * The lease as instances meet it on one PostgreSQL server: one of two runs the work, the other
 * takes over within a poll when the holder stops or its connection is cut (as when its process
 * dies), and the cut holder stops its own work. On PGlite the work runs at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { loadPgliteSnapshot } from '../testing/pgliteSnapshot.ts'
import { postgresTemplateDataDir, TEMPLATE_DATABASE } from '../testing/postgresTemplate.ts'
import { type RunningPostgres, startPostgresServer } from '../testing/startPostgresServer.ts'
import { createLease, type Lease, type LeaseLog } from './createLease.ts'

const POLL_MS = 200

const quietLog = { info: () => {}, warn: () => {} }

/** A lease whose work only says whether it runs. */
function countedLease(db: Database, leaseId: number, log: LeaseLog = quietLog) {
  const state = { running: false, starts: 0 }
  const lease = createLease({
    db,
    leaseId,
    name: 'test',
    log,
    pollIntervalMs: POLL_MS,
    start: () => {
      state.running = true
      state.starts++
      return {
        stop: async () => {
          state.running = false
        },
      }
    },
  })
  return { lease, state }
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<number> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 10))
  }
  return Date.now() - started
}

describe('lease on PGlite', () => {
  it('is held at once, and stop() stops the work', async () => {
    const db = await openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() })
    try {
      const { lease, state } = countedLease(db, 1)
      expect(lease.held).toBe(true)
      expect(state.running).toBe(true)
      await lease.stop()
      expect(lease.held).toBe(false)
      expect(state.running).toBe(false)
    } finally {
      await db.close()
    }
  })
})

describe('lease on a PostgreSQL server', () => {
  let server: RunningPostgres
  let a: Database
  let b: Database
  const leases: Lease[] = []
  beforeAll(async () => {
    server = await startPostgresServer({ templateDataDir: await postgresTemplateDataDir() })
    const url = await server.createDatabase('lease_test', TEMPLATE_DATABASE)
    a = await openDatabase({ databaseUrl: url })
    b = await openDatabase({ databaseUrl: url })
  }, 120_000)
  afterAll(async () => {
    for (const lease of leases) await lease.stop()
    await a?.close()
    await b?.close()
    await server?.stop()
  })

  it('runs the work on one instance, and on the other within a poll once it stops', async () => {
    const first = countedLease(a, 10)
    leases.push(first.lease)
    await until(() => first.lease.held)
    const second = countedLease(b, 10)
    leases.push(second.lease)
    await new Promise((r) => setTimeout(r, POLL_MS * 3))
    expect(first.state.running).toBe(true)
    expect(second.state.running).toBe(false)
    expect(second.lease.held).toBe(false)

    await first.lease.stop()
    expect(first.state.running).toBe(false)
    const takeover = await until(() => second.state.running)
    expect(takeover).toBeLessThan(POLL_MS + 1000)
    // Another lease id is another piece of work: held independently.
    const other = countedLease(a, 11)
    leases.push(other.lease)
    await until(() => other.state.running)
  })

  it("stops the holder's work and hands over when its connection is cut", async () => {
    const warnings: string[] = []
    const log = {
      info: () => {},
      warn: (_: object, message: string) => {
        warnings.push(message)
      },
    }
    const first = countedLease(a, 20, log)
    leases.push(first.lease)
    await until(() => first.lease.held)
    const second = countedLease(b, 20)
    leases.push(second.lease)
    await new Promise((r) => setTimeout(r, POLL_MS * 2))
    expect(second.state.running).toBe(false)

    // What the server does when the holder's process dies: its session ends.
    const { rows } = await b.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(l.pid))::int AS n FROM pg_locks l
       WHERE l.locktype = 'advisory' AND l.objid = 20 AND l.granted`,
    )
    expect(rows[0]?.n).toBe(1)
    await until(() => !first.state.running)
    expect(warnings).toContain('lease: lost its database connection; stopping the work')
    const takeover = await until(() => second.state.running)
    expect(takeover).toBeLessThan(POLL_MS + 1000)
    // The cut one goes back to standby and does not run the work again.
    await new Promise((r) => setTimeout(r, POLL_MS * 3))
    expect(first.state.starts).toBe(1)
    expect(first.state.running).toBe(false)
  })
})
