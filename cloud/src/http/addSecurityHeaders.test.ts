import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listFastifyRoutes } from '@portico/devnet'
import { SECURITY_HEADERS } from '@portico/shared'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCloudServer, type RunningCloudServer } from '../createCloudServer.ts'
import { type Database, openDatabase } from '../db/openDatabase.ts'
import { loadPgliteSnapshot } from '../testing/pgliteSnapshot.ts'
import { apiUrl, TEST_ORIGIN, TEST_PROJECT_ID, testProjects } from '../testing/testCloud.ts'

let cloud: RunningCloudServer
let db: Database
const consoleDir = mkdtempSync(join(tmpdir(), 'portico-console-'))
beforeAll(async () => {
  mkdirSync(join(consoleDir, 'assets'))
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>')
  writeFileSync(join(consoleDir, 'assets', 'app-1.js'), 'console.log(1)')
  db = await openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() })
  cloud = await createCloudServer({
    host: '127.0.0.1',
    port: 0,
    database: db,
    seedProjects: testProjects,
    chains: [],
    indexer: false,
    consoleDistDir: consoleDir,
  })
}, 60_000)
afterAll(async () => {
  await cloud?.stop()
  await db?.close()
  rmSync(consoleDir, { recursive: true, force: true })
})

/** A concrete URL for a route: its params filled in, the project's query added. */
function urlOf(path: string): string {
  const filled = path
    .replace(/:projectId\b/g, TEST_PROJECT_ID)
    .replace(/:address\b/g, `0x${'ab'.repeat(20)}`)
    .replace(/:file\b/g, 'app-1.js')
    .replace(/:\w+/g, '1')
    .replace(/\*/g, 'x')
  return apiUrl(cloud.url, filled)
}

function expectSecurityHeaders(what: string, res: Response) {
  const h = (name: string) => [what, res.status, name, res.headers.get(name)]
  expect(h('x-content-type-options')).toEqual([
    what,
    res.status,
    'x-content-type-options',
    'nosniff',
  ])
  expect(h('referrer-policy')).toEqual([what, res.status, 'referrer-policy', 'no-referrer'])
  expect(h('permissions-policy')).toEqual([
    what,
    res.status,
    'permissions-policy',
    SECURITY_HEADERS['permissions-policy'],
  ])
  expect(res.headers.get('content-security-policy'), `${what} CSP`).toMatch(
    /default-src '(none|self)'.*frame-ancestors 'none'/,
  )
}

it('sends nosniff, Referrer-Policy, Permissions-Policy and a CSP on every route, errors included', async () => {
  const routes = listFastifyRoutes(cloud.app)
  expect(routes.length).toBeGreaterThan(25)
  const statuses = new Set<number>()
  for (const { method, path } of routes) {
    if (method === 'OPTIONS') continue
    const res = await fetch(urlOf(path), {
      method,
      redirect: 'manual',
      headers: {
        origin: TEST_ORIGIN,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? '{}' : undefined,
    })
    // A stream (the history events) never ends by itself: its headers are what is checked.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel()
    else await res.arrayBuffer()
    statuses.add(res.status)
    expectSecurityHeaders(`${method} ${path}`, res)
  }
  // Answers that no route handler writes: a 404, bad JSON, a CORS preflight, a body too large.
  const extra: [string, string, RequestInit][] = [
    ['404', '/no/such/route', {}],
    [
      'bad JSON',
      '/v1/analytics/events',
      { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } },
    ],
    [
      'preflight',
      '/health',
      {
        method: 'OPTIONS',
        headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'POST' },
      },
    ],
    [
      '413',
      '/v1/analytics/events',
      {
        method: 'POST',
        body: `"${'a'.repeat(1_100_000)}"`,
        headers: { 'content-type': 'application/json' },
      },
    ],
    ['console page', '/console/', {}],
    ['console asset', '/console/assets/app-1.js', {}],
  ]
  for (const [what, path, init] of extra) {
    const res = await fetch(apiUrl(cloud.url, path), init)
    // A stream (the history events) never ends by itself: its headers are what is checked.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel()
    else await res.arrayBuffer()
    statuses.add(res.status)
    expectSecurityHeaders(what, res)
  }
  // The crawl met successes and client errors alike.
  for (const status of [200, 204, 400, 404, 413]) expect(statuses).toContain(status)
})
