import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { porticoErrorMap } from './porticoErrorMap.ts'

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: porticoErrorMap })
  if (result.success) throw new Error('expected a failure')
  return result.error.issues[0]?.message
}

describe('porticoErrorMap', () => {
  it('says Required for a missing value', () => {
    expect(firstMessage(z.object({ email: z.string() }), {})).toBe('Required')
    expect(firstMessage(z.string(), undefined)).toBe('Required')
  })

  it('says Expected X received Y for a wrong type', () => {
    expect(firstMessage(z.string(), 1)).toBe('Expected string received number')
    expect(firstMessage(z.number(), null)).toBe('Expected number received null')
    expect(firstMessage(z.object({}), [])).toBe('Expected object received array')
    expect(firstMessage(z.number(), Number.NaN)).toBe('Expected number received nan')
  })

  it('says Invalid input for every other failure', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toBe('Invalid input')
    expect(firstMessage(z.string().min(4), 'abc')).toBe('Invalid input')
    expect(firstMessage(z.enum(['google', 'x']), 'myspace')).toBe('Invalid input')
  })

  it('lets a message written in the schema win', () => {
    expect(firstMessage(z.string().min(4, 'Too short'), 'abc')).toBe('Too short')
  })
})
