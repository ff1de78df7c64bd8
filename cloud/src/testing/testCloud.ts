/**
 * Helpers for route tests: a cloud server on a test database with a seeded project, URLs with
 * the project's query, and row counts to prove that bad input wrote nothing.
 */
import { afterAll, beforeAll } from 'vitest'
import {
  type CloudServerOptions,
  createCloudServer,
  type RunningCloudServer,
} from '../createCloudServer.ts'
import type { Database } from '../db/database.ts'
import type { TestDatabase } from './describeOnBothDatabases.ts'

export const TEST_PROJECT_ID = 'test-project'
export const TEST_ORIGIN = 'http://localhost:5173'
export const OTHER_ORIGIN = 'http://127.0.0.1:15199'
export const TEST_SDK = { st: 'appkit', sv: 'html-wagmi-4.2.2' } as const

export const testProjects = [
  { projectId: TEST_PROJECT_ID, name: 'Test', allowedOrigins: [TEST_ORIGIN] },
  { projectId: 'quiet-project', name: 'Quiet', allowedOrigins: [], analyticsEnabled: false },
]

/** Starts a cloud server on the suite's database for the suite's lifetime. */
export function useTestCloud(
  database: () => TestDatabase,
  options: Partial<CloudServerOptions> | (() => Partial<CloudServerOptions>) = {},
): () => RunningCloudServer {
  let cloud: RunningCloudServer | undefined
  beforeAll(async () => {
    cloud = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      database: database().db,
      seedProjects: testProjects,
      chains: [],
      ...(typeof options === 'function' ? options() : options),
    })
  }, 60_000)
  afterAll(async () => {
    await cloud?.stop()
  })
  return () => {
    if (!cloud) throw new Error('the test cloud is not running')
    return cloud
  }
}

/** `base + path` with projectId, st and sv (and `extra`) in the query. */
export function apiUrl(
  base: string,
  path: string,
  extra: Record<string, string> = {},
  projectId = TEST_PROJECT_ID,
): string {
  const url = new URL(path, base)
  for (const [k, v] of Object.entries({ projectId, ...TEST_SDK, ...extra }))
    url.searchParams.set(k, v)
  return url.toString()
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const TABLES = [
  'projects',
  'wallets',
  'analytics_events',
  'names',
  'name_addresses',
  'smart_sessions',
  'developers',
  'console_credentials',
  'console_login_codes',
  'siwx_nonces',
  'siwx_sessions',
] as const

/** Rows per table: equal before and after a bad request when nothing was written. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
    counts[table] = rows[0]?.n ?? 0
  }
  return counts
}
