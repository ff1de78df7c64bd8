/**
 * E-mail fields of connect and update e-mail (SPEC §5) must be valid e-mail addresses. One rule
 * for the field, the frame protocol and the frame server: zod's e-mail check, narrowed to what
 * AppKit's clients accept too (their zod 3 pattern refuses e.g. an apostrophe, o'brien@…), so an
 * address the field takes can always be reported to any client of the frame.
 */
import * as z from 'zod/mini'
import { lazySchema } from './lazySchema.ts'

const APPKIT_EMAIL = /^(?!\.)(?!.*\.\.)[A-Z0-9_+.-]*[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

/** Built on its first use (lazySchema): the secure frame loads it before READY, needs it later. */
export const emailSchema = lazySchema(() => z.email().check(z.regex(APPKIT_EMAIL)))

export function isEmail(value: unknown): value is string {
  return emailSchema().safeParse(value).success
}
