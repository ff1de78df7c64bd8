import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFastifyRoutes } from '@portico/devnet'
import { SECURITY_HEADERS } from '@portico/shared'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  type FrameTestEnv,
  startFrameTestEnv,
  TEST_HOST_ORIGIN,
  TEST_PROJECT_ID,
} from '../testing/startFrameTestEnv.ts'

let env: FrameTestEnv
beforeAll(async () => {
  env = await startFrameTestEnv()
  writeFileSync(join(env.distDir, 'assets', 'index-1.js'), 'console.log(1)')
}, 60_000)
afterAll(async () => {
  await env?.stop()
})

function expectSecurityHeaders(what: string, res: Response, frameAncestors = "'none'") {
  const got = (name: string) => [what, res.status, name, res.headers.get(name)]
  const want = (name: string, value: string) => [what, res.status, name, value]
  expect(got('x-content-type-options')).toEqual(want('x-content-type-options', 'nosniff'))
  expect(got('referrer-policy')).toEqual(want('referrer-policy', 'no-referrer'))
  expect(got('permissions-policy')).toEqual(
    want('permissions-policy', SECURITY_HEADERS['permissions-policy'] ?? ''),
  )
  expect(res.headers.get('content-security-policy'), `${what} CSP`).toMatch(
    new RegExp(`default-src '(none|self)'.*frame-ancestors ${frameAncestors}(;|$)`),
  )
}

it('sends nosniff, Referrer-Policy, Permissions-Policy and a CSP on every route, errors included', async () => {
  const routes = listFastifyRoutes(env.frame.app)
  expect(routes.length).toBeGreaterThan(10)
  const statuses = new Set<number>()
  const url = (path: string) =>
    `${env.frame.url}${path.replace(':file', 'index-1.js')}?projectId=${TEST_PROJECT_ID}`
  for (const { method, path } of routes) {
    const res = await fetch(url(path), {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? '{}' : undefined,
    })
    await res.arrayBuffer()
    statuses.add(res.status)
    // The frame page keeps its own CSP, whose frame-ancestors are the project's origins.
    expectSecurityHeaders(`${method} ${path}`, res, path === '/sdk' ? TEST_HOST_ORIGIN : "'none'")
  }
  const json = { 'content-type': 'application/json' }
  const extra: [string, string, RequestInit][] = [
    ['404', '/no/such/page', {}],
    ['API 404', '/api/no/such/route', { method: 'POST', headers: json, body: '{}' }],
    ['missing asset', '/assets/none.js', {}],
    ['bad JSON', '/api/email/connect', { method: 'POST', headers: json, body: '{' }],
    [
      '413',
      '/device/approve',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${'a'.repeat(2000)}`,
      },
    ],
    ['cross-site API call', '/api/session', { headers: { 'sec-fetch-site': 'cross-site' } }],
    ['unknown project', '/sdk?projectId=nope', {}],
  ]
  for (const [what, path, init] of extra) {
    const res = await fetch(`${env.frame.url}${path}`, init)
    await res.arrayBuffer()
    statuses.add(res.status)
    expectSecurityHeaders(what, res)
  }
  for (const status of [200, 400, 401, 403, 404, 413]) expect(statuses).toContain(status)
})
