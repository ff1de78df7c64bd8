import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import {
  apiUrl,
  countRows,
  OTHER_ORIGIN,
  postJson,
  TEST_ORIGIN,
  useTestCloud,
} from '../../testing/testCloud.ts'

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_767_225_600_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xab' },
  ...overrides,
})

/** An event whose props nest `depth` arrays deep, as raw JSON text (no recursion to build it). */
const nestedProps = (depth: number) =>
  JSON.stringify(event({ props: { deep: 'HERE' } })).replace(
    '"HERE"',
    `${'['.repeat(depth)}${']'.repeat(depth)}`,
  )

describeOnBothDatabases('POST /e', (database) => {
  const cloud = useTestCloud(database)
  const url = () => apiUrl(cloud().url, '/e')

  it('stores an event with the SDK and origin it came with', async () => {
    const e = event()
    const res = await postJson(url(), e, { origin: TEST_ORIGIN })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, stored: true })
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    const { rows } = await database().db.query<Record<string, unknown>>(
      `SELECT project_id, url, domain, props, sdk_type, sdk_version, origin,
         (extract(epoch FROM event_time) * 1000)::float8 AS ms
       FROM analytics_events WHERE event_id = $1`,
      [e.eventId],
    )
    expect(rows).toEqual([
      {
        project_id: 'test-project',
        url: e.url,
        domain: 'localhost',
        props: e.props,
        sdk_type: 'appkit',
        sdk_version: 'html-wagmi-4.2.2',
        origin: TEST_ORIGIN,
        ms: e.timestamp,
      },
    ])
  })

  it('keeps a repeated eventId once', async () => {
    const e = event()
    expect(await (await postJson(url(), e)).json()).toMatchObject({ stored: true })
    expect(await (await postJson(url(), e)).json()).toMatchObject({ stored: false })
    const { rows } = await database().db.query(
      'SELECT 1 FROM analytics_events WHERE event_id = $1',
      [e.eventId],
    )
    expect(rows).toHaveLength(1)
  })

  it('drops events of a project with analytics off', async () => {
    const before = await countRows(database().db)
    const res = await postJson(apiUrl(cloud().url, '/e', {}, 'quiet-project'), event())
    expect(await res.json()).toEqual({ success: true, stored: false })
    expect(await countRows(database().db)).toEqual(before)
  })

  it('answers 403 Invalid App Configuration to an origin off the allowlist, writing nothing', async () => {
    const before = await countRows(database().db)
    const res = await postJson(url(), event(), { origin: OTHER_ORIGIN })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      name: 'ApiError',
      code: 'INVALID_APP_CONFIGURATION',
      message: 'Invalid App Configuration',
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(await countRows(database().db)).toEqual(before)
  })

  describe('bad input', () => {
    it.each([
      ['no eventId', event({ eventId: undefined })],
      ['an empty eventId', event({ eventId: '' })],
      ['a url that is no URL', event({ url: 'not a url' })],
      ['a javascript: url', event({ url: 'javascript:alert(1)' })],
      ['a timestamp as text', event({ timestamp: '2026-01-01' })],
      ['a timestamp past year 9999', event({ timestamp: 1e17 })],
      ['props as an array', event({ props: [1, 2] })],
      ['props too large', event({ props: { blob: 'x'.repeat(20_000) } })],
      // Nested 5,000 deep, this reached PostgreSQL, which failed: a 500.
      ['props nested 5,000 deep', nestedProps(5_000)],
      ['an array body', [event()]],
      ['malformed JSON', '{"eventId": '],
    ])('%s → 400, nothing written', async (_, body) => {
      const before = await countRows(database().db)
      const res = await postJson(url(), body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
      expect(await countRows(database().db)).toEqual(before)
    })

    it('refuses a body that is not JSON, and a missing projectId', async () => {
      const before = await countRows(database().db)
      const text = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(event()),
      })
      expect(text.status).toBe(415)
      const noProject = await postJson(`${cloud().url}/e?st=appkit&sv=1`, event())
      expect(noProject.status).toBe(400)
      expect(await countRows(database().db)).toEqual(before)
    })
  })
})
