import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { ApiError } from '../errors/ApiError.ts'
import { ValidationError } from '../errors/ValidationError.ts'
import { createHttpClient } from './createHttpClient.ts'
import {
  drop,
  json,
  ok,
  type Reply,
  sequence,
  startTestServer,
  status,
  type TestServer,
} from './testServer.test-helpers.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.seen.length = 0
  server.reply(ok())
})

const client = (options: Parameters<typeof createHttpClient>[0] = {}) =>
  createHttpClient({ baseUrl: server.url, retryDelayMs: 5, ...options })

const delayed =
  (ms: number, body: unknown = { ok: true }): Reply =>
  (_request, { res }) =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        if (!res.destroyed) json(res, 200, body)
        resolve()
      }, ms),
    )

const echo: Reply = (request, { res }) =>
  json(res, 200, {
    method: request.method,
    url: request.url,
    body: request.body === '' ? null : JSON.parse(request.body),
    contentType: request.headers['content-type'] ?? null,
    accept: request.headers.accept ?? null,
  })

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('createHttpClient', () => {
  describe('requests', () => {
    it('GETs JSON with query parameters', async () => {
      server.reply(echo)
      const result = await client().get('/v1/convert/tokens', {
        params: { chainId: 1, skip: undefined },
      })
      expect(result).toEqual({
        method: 'GET',
        url: '/v1/convert/tokens?chainId=1',
        body: null,
        contentType: null,
        accept: 'application/json',
      })
    })

    it.each(['POST', 'PUT', 'DELETE'] as const)('%ss a JSON body', async (method) => {
      server.reply(echo)
      const body = { currency: 'usd', addresses: ['eip155:1:0xab'] }
      const http = client()
      const call = { POST: http.post, PUT: http.put, DELETE: http.delete }[method]
      const result = await call('v1/fungible/price', { body })
      expect(result).toMatchObject({
        method,
        url: '/v1/fungible/price',
        body,
        contentType: 'application/json',
      })
    })

    it('appends clientId when configured, read per request', async () => {
      server.reply(echo)
      let id: string | undefined = 'client-1'
      const http = client({ clientId: () => id })
      expect(await http.get('/x?a=1')).toMatchObject({ url: '/x?a=1&clientId=client-1' })
      id = undefined
      expect(await http.get('/x')).toMatchObject({ url: '/x' })
      expect(await client({ clientId: 'fixed' }).get('/y')).toMatchObject({
        url: '/y?clientId=fixed',
      })
    })

    it('gives undefined for an empty body and text for a body that is not JSON', async () => {
      server.reply((_request, { res }) => {
        res.writeHead(204)
        res.end()
      })
      expect(await client().delete('/v1/sessions/x')).toBeUndefined()
      server.reply((_request, { res }) => {
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.end('pong')
      })
      expect(await client().get('/ping')).toBe('pong')
    })

    it('validates the response against a schema', async () => {
      server.reply(ok({ http: ['eip155:1'], ws: [] }))
      const schema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })
      await expect(client().get('v1/supported-chains', { schema })).resolves.toEqual({
        http: ['eip155:1'],
        ws: [],
      })
      server.reply(ok({ http: 'eip155:1' }))
      const error = await rejection(client().get('v1/supported-chains', { schema }))
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).issues).toEqual([
        { path: ['http'], message: 'Expected array received string' },
        { path: ['ws'], message: 'Required' },
      ])
    })

    it('takes a zod/mini schema the same way (the browser code uses zod/mini)', async () => {
      const schema = zm.object({ http: zm.array(zm.string()), ws: zm.array(zm.string()) })
      server.reply(ok({ http: 'eip155:1' }))
      const error = await rejection(client().get('v1/supported-chains', { schema }))
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).issues).toEqual([
        { path: ['http'], message: 'Expected array received string' },
        { path: ['ws'], message: 'Required' },
      ])
    })
  })

  describe('failures and retries', () => {
    it('throws an ApiError "HTTP status code: 404" without retrying', async () => {
      server.reply(status(404, {}, { message: 'Unauthorized: invalid key' }))
      const error = await rejection(client().get('/missing'))
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).shortMessage).toBe('HTTP status code: 404')
      expect((error as ApiError).status).toBe(404)
      expect((error as ApiError).code).toBe('HTTP_STATUS')
      expect((error as ApiError).details).toContain('Unauthorized: invalid key')
      expect(server.seen).toHaveLength(1)
    })

    it.each([400, 401, 404, 409, 422, 501])('does not retry %i', async (code) => {
      server.reply(sequence(status(code), ok()))
      await expect(client().get('/x')).rejects.toThrow(`HTTP status code: ${code}`)
      expect(server.seen).toHaveLength(1)
    })

    it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries %i', async (code) => {
      server.reply(sequence(status(code), ok({ attempt: 2 })))
      await expect(client().get('/x')).resolves.toEqual({ attempt: 2 })
      expect(server.seen).toHaveLength(2)
    })

    it('gives up after 3 retries with the last status', async () => {
      server.reply(sequence(status(500), status(502), status(503), status(504), ok()))
      const error = await rejection(client().get('/x'))
      expect((error as ApiError).shortMessage).toBe('HTTP status code: 504')
      expect(server.seen).toHaveLength(4)
    })

    it('takes the number of retries from the options', async () => {
      server.reply(status(503))
      await expect(client({ maxRetries: 0 }).get('/x')).rejects.toThrow('HTTP status code: 503')
      expect(server.seen).toHaveLength(1)
    })

    it('lets one call say it takes no retries, so its 403 is final at once', async () => {
      server.reply(sequence(status(403), ok()))
      await expect(client().get('/x', { maxRetries: 0 })).rejects.toThrow('HTTP status code: 403')
      expect(server.seen).toHaveLength(1)
    })

    it('doubles the delay per attempt', async () => {
      server.reply(sequence(status(500), status(500), status(500), ok()))
      await client({ retryDelayMs: 20 }).get('/x')
      const gaps = server.seen.slice(1).map((request, i) => request.at - (server.seen[i]?.at ?? 0))
      expect(gaps).toHaveLength(3)
      expect(gaps[0]).toBeGreaterThanOrEqual(18)
      expect(gaps[1]).toBeGreaterThanOrEqual(38)
      expect(gaps[2]).toBeGreaterThanOrEqual(78)
      expect(gaps[2]).toBeGreaterThan(gaps[0] ?? 0)
    })

    it('waits the Retry-After seconds instead of the backoff', async () => {
      server.reply(sequence(status(429, { 'retry-after': '1' }), ok()))
      await client({ retryDelayMs: 1 }).get('/x')
      const [first, second] = server.seen
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(980)
    })

    it('honours a Retry-After HTTP date (one in the past means now)', async () => {
      const past = new Date(Date.now() - 60_000).toUTCString()
      server.reply(sequence(status(503, { 'retry-after': past }), ok()))
      const started = performance.now()
      await client({ retryDelayMs: 5_000 }).get('/x')
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(server.seen).toHaveLength(2)
    })

    it('retries a dropped connection', async () => {
      server.reply(sequence(drop, drop, ok({ recovered: true })))
      await expect(client().get('/x')).resolves.toEqual({ recovered: true })
      expect(server.seen).toHaveLength(3)
    })

    it('throws a network ApiError when the connection keeps dropping', async () => {
      server.reply(drop)
      const error = await rejection(client().post('/x', { body: { a: 1 } }))
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).code).toBe('HTTP_NETWORK_ERROR')
      expect((error as ApiError).status).toBeUndefined()
      expect((error as ApiError).cause).toBeInstanceOf(Error)
      expect(server.seen).toHaveLength(4)
    })

    it('throws a network ApiError when nothing listens', async () => {
      const gone = await startTestServer()
      await gone.close()
      const http = createHttpClient({ baseUrl: gone.url, retryDelayMs: 1, maxRetries: 1 })
      const error = await rejection(http.get('/x'))
      expect((error as ApiError).code).toBe('HTTP_NETWORK_ERROR')
    })
  })

  describe('deduplication', () => {
    it('shares one request between identical in-flight calls', async () => {
      server.reply(delayed(50, { n: 1 }))
      const http = client()
      const results = await Promise.all([http.get('/same'), http.get('/same'), http.get('/same')])
      expect(results).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }])
      expect(server.seen).toHaveLength(1)
    })

    it('keys on method, URL and body', async () => {
      server.reply(delayed(30))
      const http = client()
      await Promise.all([
        http.post('/p', { body: { a: 1 } }),
        http.post('/p', { body: { a: 1 } }),
        http.post('/p', { body: { a: 2 } }),
        http.put('/p', { body: { a: 1 } }),
        http.get('/p', { params: { q: 1 } }),
        http.get('/p', { params: { q: 2 } }),
      ])
      expect(server.seen).toHaveLength(5)
    })

    it('shares the failure too', async () => {
      server.reply(status(404))
      const http = client()
      const results = await Promise.allSettled([http.get('/bad'), http.get('/bad')])
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
      expect(server.seen).toHaveLength(1)
    })

    it('sends again once the first call has settled', async () => {
      const http = client()
      await http.get('/again')
      await http.get('/again')
      expect(server.seen).toHaveLength(2)
    })

    it('can be turned off per client or per call', async () => {
      server.reply(delayed(20))
      const off = client({ dedupe: false })
      await Promise.all([off.get('/d'), off.get('/d')])
      expect(server.seen).toHaveLength(2)
      const on = client()
      await Promise.all([on.get('/e'), on.get('/e', { dedupe: false })])
      expect(server.seen).toHaveLength(4)
    })

    it('keeps separate clients separate', async () => {
      server.reply(delayed(20))
      await Promise.all([client().get('/s'), client().get('/s')])
      expect(server.seen).toHaveLength(2)
    })
  })

  describe('abort', () => {
    it('rejects with the abort reason while waiting for the server', async () => {
      server.reply(delayed(1_000))
      const controller = new AbortController()
      const pending = client().get('/slow', { signal: controller.signal })
      setTimeout(() => controller.abort(), 20)
      const started = performance.now()
      const error = await rejection(pending)
      expect((error as Error).name).toBe('AbortError')
      expect(performance.now() - started).toBeLessThan(1_000)
    })

    it('does not send when already aborted', async () => {
      const http = client()
      const error = await rejection(http.get('/x', { signal: AbortSignal.abort() }))
      expect((error as Error).name).toBe('AbortError')
      await expect(http.get('/y', { signal: AbortSignal.abort(), dedupe: false })).rejects.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 30))
      expect(server.seen).toHaveLength(0)
    })

    it('stops retrying when aborted during the backoff', async () => {
      server.reply(status(503))
      const controller = new AbortController()
      const pending = client({ retryDelayMs: 5_000 }).get('/x', { signal: controller.signal })
      await new Promise((resolve) => setTimeout(resolve, 50))
      controller.abort()
      const error = await rejection(pending)
      expect((error as Error).name).toBe('AbortError')
      expect(server.seen).toHaveLength(1)
    })

    it('lets one deduplicated caller leave without cancelling the others', async () => {
      server.reply(delayed(80, { shared: true }))
      const http = client()
      const controller = new AbortController()
      const leaving = http.get('/shared', { signal: controller.signal })
      const staying = http.get('/shared')
      controller.abort()
      await expect(leaving).rejects.toMatchObject({ name: 'AbortError' })
      await expect(staying).resolves.toEqual({ shared: true })
      expect(server.seen).toHaveLength(1)
    })

    it('cancels the shared request when every caller has left', async () => {
      let closed = false
      server.reply((request, raw) => {
        raw.res.on('close', () => {
          closed = true
        })
        return delayed(1_000)(request, raw)
      })
      const http = client()
      const a = new AbortController()
      const b = new AbortController()
      const first = http.get('/both', { signal: a.signal })
      const second = http.get('/both', { signal: b.signal })
      await new Promise((resolve) => setTimeout(resolve, 30))
      a.abort()
      b.abort()
      await expect(first).rejects.toMatchObject({ name: 'AbortError' })
      await expect(second).rejects.toMatchObject({ name: 'AbortError' })
      await expect.poll(() => closed, { timeout: 500 }).toBe(true)
      // A new identical call is not joined to the cancelled one.
      server.reply(ok({ fresh: true }))
      await expect(http.get('/both')).resolves.toEqual({ fresh: true })
    })
  })
})
