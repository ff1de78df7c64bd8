/** E-mail fields of connect and update e-mail (SPEC §5) must be valid e-mail addresses. */
import * as z from 'zod/mini'

export const emailSchema = z.email()

export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
