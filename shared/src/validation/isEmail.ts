/** E-mail fields of connect and update e-mail (SPEC §5) must be valid e-mail addresses. */
import { z } from 'zod'

export const emailSchema = z.email()

export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
