/** zod schemas for the fields the frame's HTTP API shares across routes. */
import { emailSchema, otpSchema } from '@portico/shared'
import { z } from 'zod'

/** Same rule as /sdk and the cloud API. */
export const projectIdInput = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailInput = z.string().max(254).trim().toLowerCase().pipe(emailSchema)

/** A host page origin as browsers send it: scheme://host[:port], no path. */
export const originInput = z
  .string()
  .max(255)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
    } catch {
      return false
    }
  })

/** OTP fields are strings (SPEC §5); whether one is a well-formed code is the OTP check's job. */
export const otpInput = otpSchema.trim().max(32)

export const chainIdInput = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Routes without a body take none, or an empty object. */
export const emptyInput = z.union([z.undefined(), z.strictObject({})])
