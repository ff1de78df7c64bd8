/** Names to register (SPEC §5): at least 4 letters, digits or hyphens, without the suffix. */
import * as z from 'zod/mini'

const pattern = /^[a-zA-Z0-9-]{4,}$/

export function isRegistrableName(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}

export const registrableNameSchema = z.string().check(z.refine(isRegistrableName))
