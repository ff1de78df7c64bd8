import { ApiError, PorticoError } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { asConsoleApiError, ConsoleApiError, toConsoleApiError } from './ConsoleApiError.ts'

describe('toConsoleApiError', () => {
  it("keeps the server's code, message, details and status", () => {
    const error = toConsoleApiError(429, {
      name: 'ApiError',
      code: 'EMAIL_LOGIN_COOLDOWN',
      message: 'Please try again after 12 seconds',
      details: 'x',
    })
    expect(error).toBeInstanceOf(ConsoleApiError)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'EMAIL_LOGIN_COOLDOWN',
      shortMessage: 'Please try again after 12 seconds',
      details: 'x',
      status: 429,
      issues: [],
    })
  })

  it('keeps every failed check of a 400', () => {
    const error = toConsoleApiError(400, {
      name: 'ValidationError',
      code: 'SCHEMA_INVALID_INPUT',
      message: 'Invalid input',
      issues: [{ path: 'body.origin', message: 'Invalid origin' }],
    })
    expect(error.issues).toEqual([{ path: 'body.origin', message: 'Invalid origin' }])
    expect(error.shortMessage).toBe('Invalid input')
  })

  it('says the status when the body is not the error shape (a proxy page, no body)', () => {
    for (const body of [undefined, '<html>', { message: 'no code' }, { code: 1, message: 'x' }]) {
      const error = toConsoleApiError(502, body)
      expect(error.code).toBe('HTTP_STATUS')
      expect(error.shortMessage).toBe('The console server answered 502')
      expect(error.status).toBe(502)
    }
  })
})

describe('asConsoleApiError', () => {
  it('passes a ConsoleApiError through and wraps anything else', () => {
    const known = new ConsoleApiError('x', { code: 'X' })
    expect(asConsoleApiError(known)).toBe(known)
    const wrapped = asConsoleApiError(new TypeError('boom'))
    expect(wrapped).toMatchObject({ code: 'UNKNOWN', shortMessage: 'Something went wrong' })
    expect(wrapped.details).toBe('boom')
  })
})
