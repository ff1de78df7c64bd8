import { findFreePort } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloudServer } from './createCloudServer.ts'
import { type Database, openDatabase } from './db/openDatabase.ts'
import { loadPgliteSnapshot } from './testing/pgliteSnapshot.ts'

describe('cloud server', () => {
  let cloud: RunningCloudServer
  let db: Database
  beforeAll(async () => {
    // In memory from the snapshot (a new PGlite takes seconds; the data-dir test below makes one).
    db = await openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() })
    cloud = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      database: db,
      seedProjects: [
        { projectId: 'demo', name: 'Demo', allowedOrigins: ['http://localhost:5173'] },
      ],
      // The default chains are devnet's on 8545/8546: not this test's to index.
      indexer: false,
    })
  }, 60_000)
  afterAll(async () => {
    await cloud.stop()
    await db.close()
  })

  it('answers its health route', async () => {
    const res = await fetch(`${cloud.url}/health`)
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' })
  })

  it('returns a seeded project with its allowed origins', async () => {
    const res = await fetch(`${cloud.url}/v1/projects/demo`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      projectId: 'demo',
      name: 'Demo',
      allowedOrigins: ['http://localhost:5173'],
      localhostAnyPort: false,
    })
  })

  it('gives INVALID_PROJECT_ID for a malformed or unknown project id', async () => {
    const bad = await fetch(
      `${cloud.url}/v1/projects/${encodeURIComponent("x'; DROP TABLE projects;--")}`,
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'INVALID_PROJECT_ID' })
    const unknown = await fetch(`${cloud.url}/v1/projects/nope`)
    expect(unknown.status).toBe(404)
    expect((await fetch(`${cloud.url}/v1/projects/demo`)).status).toBe(200)
  })

  it('sends CORS headers only to an allowed origin', async () => {
    const allowed = await fetch(`${cloud.url}/health`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const other = await fetch(`${cloud.url}/health`, {
      headers: { origin: 'http://127.0.0.1:9999' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('keeps projects across a restart, seeding adds origins and removes none', async () => {
    const { chmodSync, mkdtempSync, statSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dir = mkdtempSync(join(tmpdir(), 'portico-cloud-'))
    // As `mkdir` with the usual umask leaves it: the server makes it its owner's alone.
    chmodSync(dir, 0o755)
    const seed = [{ projectId: 'p1', name: 'P1', allowedOrigins: ['http://127.0.0.1:3000'] }]
    const first = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      dataDir: dir,
      seedProjects: seed,
      indexer: false,
    })
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    // An origin added by hand (console, CLI) between two starts…
    await first.db.query(
      `UPDATE projects SET allowed_origins = allowed_origins || 'https://added.test'::text`,
    )
    await first.stop()
    // …stays when the next start seeds the project again with one more origin.
    const second = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      dataDir: dir,
      seedProjects: [
        {
          projectId: 'p1',
          name: 'P1',
          allowedOrigins: ['http://127.0.0.1:3000', 'https://ci.test'],
        },
      ],
      indexer: false,
    })
    expect(await (await fetch(`${second.url}/v1/projects/p1`)).json()).toMatchObject({
      projectId: 'p1',
      allowedOrigins: ['http://127.0.0.1:3000', 'https://added.test', 'https://ci.test'],
    })
    await second.stop()
  }, 30_000)

  it('stops its indexer with the server, even while waiting out a chain that is down', async () => {
    const rpcUrl = `http://127.0.0.1:${await findFreePort()}`
    const server = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      database: db,
      chains: [{ id: 31_399, name: 'Down', rpcUrl }],
      // The first attempt fails at once and the next is 10 s away: without a prompt stop, this
      // test would time out.
      indexer: { pollIntervalMs: 5_000, maxBackoffMs: 60_000 },
    })
    await new Promise((r) => setTimeout(r, 300))
    await server.stop()
    const { rows } = await db.query('SELECT 1 FROM indexed_heads WHERE chain_id = 31399')
    expect(rows).toEqual([])
  }, 5_000)
})
