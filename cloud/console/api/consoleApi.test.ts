import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConsoleApiError } from './ConsoleApiError.ts'
import { consoleApi, sessionEvents } from './consoleApi.ts'

const project = {
  projectId: 'p1',
  name: 'P1',
  allowedOrigins: [],
  localhostAnyPort: false,
  analyticsEnabled: true,
  features: {},
  connectMethodsOrder: null,
  version: 3,
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as ConsoleApiError,
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('consoleApi', () => {
  it('sends JSON with the session cookie and the version read, and parses the answer', async () => {
    const fetch = answer(200, { ...project, name: 'New' })
    const result = await consoleApi.updateProject('p1', 3, { name: 'New' })
    expect(result.name).toBe('New')
    expect(fetch).toHaveBeenCalledWith('/console/api/projects/p1', {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ version: 3, name: 'New' }),
    })
  })

  it('sends no body and no content type on GET and DELETE (the origin goes in the query)', async () => {
    const fetch = answer(200, project)
    await consoleApi.removeOrigin('p1', 'https://*.example.com')
    expect(fetch).toHaveBeenCalledWith(
      '/console/api/projects/p1/origins?origin=https%3A%2F%2F*.example.com',
      { method: 'DELETE', credentials: 'same-origin', headers: { accept: 'application/json' } },
    )
  })

  it("turns the server's error answer into a ConsoleApiError", async () => {
    answer(409, {
      name: 'ApiError',
      code: 'PROJECT_VERSION_CONFLICT',
      message: 'The project was changed meanwhile; reload it and apply your change again',
    })
    const error = await failure(consoleApi.updateProject('p1', 1, { name: 'x' }))
    expect(error).toBeInstanceOf(ConsoleApiError)
    expect(error).toMatchObject({ code: 'PROJECT_VERSION_CONFLICT', status: 409 })
  })

  it('refuses an answer that does not fit the contract', async () => {
    answer(200, { ...project, version: 'three' })
    const error = await failure(consoleApi.getProject('p1'))
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200 })
  })

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const error = await failure(consoleApi.listProjects())
    expect(error.code).toBe('NETWORK')
    expect(error.shortMessage).toMatch(/Could not reach/)
  })

  it('reports a lost session on a 401 from a signed-in call, not from the sign-in itself', async () => {
    const lost = vi.fn()
    sessionEvents.addEventListener('session-lost', lost)
    const unauthorized = { name: 'ApiError', code: 'CONSOLE_NOT_SIGNED_IN', message: 'Sign in' }
    answer(401, unauthorized)
    await failure(consoleApi.me())
    await failure(consoleApi.verifyCode('a@b.co', '123456'))
    expect(lost).not.toHaveBeenCalled()
    await failure(consoleApi.listTokens())
    expect(lost).toHaveBeenCalledTimes(1)
    sessionEvents.removeEventListener('session-lost', lost)
  })
})
