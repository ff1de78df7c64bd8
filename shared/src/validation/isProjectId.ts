/** A project id: 1 to 64 letters, digits, '_' or '-' (the same rule for every service). */
import * as z from 'zod/mini'

const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && PROJECT_ID.test(value)
}

export const projectIdSchema = z.string().check(z.regex(PROJECT_ID, 'Invalid project id'))
