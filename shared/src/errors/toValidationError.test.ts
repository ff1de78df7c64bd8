import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { porticoErrorMap } from './porticoErrorMap.ts'
import { toValidationError } from './toValidationError.ts'
import { ValidationError } from './ValidationError.ts'

describe('toValidationError', () => {
  it('carries every issue and lists them in details', () => {
    const schema = z.object({ email: z.string(), otp: z.string() })
    const result = schema.safeParse({ otp: 1 }, { error: porticoErrorMap })
    if (result.success) throw new Error('expected a failure')
    const error = toValidationError(result.error)
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.code).toBe('SCHEMA_INVALID_INPUT')
    expect(error.shortMessage).toBe('Invalid input')
    expect(error.issues).toEqual([
      { path: ['email'], message: 'Required' },
      { path: ['otp'], message: 'Expected string received number' },
    ])
    expect(error.details).toBe('email: Required; otp: Expected string received number')
    expect(error.cause).toBe(result.error)
  })

  it('writes a root issue without a path', () => {
    const result = z.string().safeParse(1, { error: porticoErrorMap })
    if (result.success) throw new Error('expected a failure')
    expect(toValidationError(result.error).details).toBe('Expected string received number')
  })
})
