/** zod schemas for the fields the frame's HTTP API shares across routes. */
import { emailSchema, originSchema, otpSchema, projectIdSchema } from '@portico/shared'
import { z } from 'zod'
import { matchFrameLocale } from '../../app/i18n/frameLocales.ts'

/** Same rule as /sdk and the cloud API. */
export const projectIdInput = projectIdSchema

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailInput = z.string().max(254).trim().toLowerCase().pipe(emailSchema())

/** A host page origin as browsers send it: scheme://host[:port], no path. */
export const originInput = originSchema

/** OTP fields are strings (SPEC §5); whether one is a well-formed code is the OTP check's job. */
export const otpInput = otpSchema.check(z.trim(), z.maxLength(32))

export const chainIdInput = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/**
 * The language the frame app asks mails and the approval page in (optional): one of the frame's
 * locales by best match; anything else, well formed or not, is ignored (undefined), and the
 * request's Accept-Language decides.
 */
export const localeInput = z
  .unknown()
  .optional()
  .transform((value) => matchFrameLocale(value))

/** Routes without a body take none, or an empty object. */
export const emptyInput = z.union([z.undefined(), z.strictObject({})])
