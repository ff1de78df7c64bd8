/** requestCloud against a real HTTP server on 127.0.0.1: the SDK fields of SPEC §7, failures. */
import { analyticsConfigSchema, CLIENT_SDK_VERSION } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { CLIENT_ID_HEADER, CLIENT_ID_STORAGE_KEY, requestCloud } from './cloudClient.ts'
import { cloudServerPerTest, json } from './cloudServer.test-helpers.ts'

const server = cloudServerPerTest()

describe('requestCloud', () => {
  it('sends projectId, st, sv and the browser client id with every request', async () => {
    server().answer((_s, res) => json(res, 200, { isAnalyticsEnabled: true }))
    const client = server().client()
    const config = await requestCloud(
      client,
      { url: '/getAnalyticsConfig', params: { page: 2, search: undefined } },
      { schema: analyticsConfigSchema },
    )
    expect(config).toEqual({ isAnalyticsEnabled: true })
    const [first] = server().seen
    expect(first?.path).toBe('/getAnalyticsConfig')
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      page: '2',
      projectId: 'demo-project',
      st: 'portico',
      sv: CLIENT_SDK_VERSION,
    })
    const clientId = first?.headers[CLIENT_ID_HEADER]
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/)
    // The same id is kept for the browser and sent with every request.
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toBe(clientId)
    await requestCloud(client, { url: '/e', method: 'POST', body: { a: 1 } })
    expect(server().seen[1]?.headers[CLIENT_ID_HEADER]).toBe(clientId)
    expect(server().seen[1]?.body).toBe('{"a":1}')
  })

  it('fails with the HTTP status after its retries, once with maxRetries 0', async () => {
    server().answer((_s, res) => json(res, 503, { code: 'UNAVAILABLE' }))
    const client = server().client()
    await expect(requestCloud(client, { url: '/getWallets' })).rejects.toMatchObject({
      status: 503,
    })
    const retried = server().seen.length
    expect(retried).toBeGreaterThan(1)
    await expect(
      requestCloud(client, { url: '/v1/project/config', maxRetries: 0 }),
    ).rejects.toMatchObject({ status: 503 })
    expect(server().seen.length).toBe(retried + 1)
  })

  it('fails with INVALID_RESPONSE when the body breaks its contract', async () => {
    server().answer((_s, res) => json(res, 200, { isAnalyticsEnabled: 'yes' }))
    const failure = await requestCloud(
      server().client(),
      { url: '/getAnalyticsConfig' },
      { schema: analyticsConfigSchema },
    ).catch((error: unknown) => error)
    expect(failure).toMatchObject({
      status: 'INVALID_RESPONSE',
      message: 'The cloud sent an invalid /getAnalyticsConfig',
      data: expect.stringContaining('isAnalyticsEnabled'),
    })
  })

  it('fails with FETCH_ERROR when nothing answers, NOT_CONFIGURED without a cloud', async () => {
    const client = server().client()
    await server().close()
    await expect(requestCloud(client, { url: '/getWallets', maxRetries: 0 })).rejects.toMatchObject(
      { status: 'FETCH_ERROR' },
    )
    await expect(requestCloud(undefined, { url: '/getWallets' })).rejects.toMatchObject({
      status: 'NOT_CONFIGURED',
    })
  })
})
