/**
 * Signed JSON messages: the body of a registration or a session carries `message`, a JSON string
 * the wallet signed, and its `signature`. The message's `timestamp` (unix seconds) must be
 * recent, so a signature captured once cannot be replayed later.
 */
import { signedMessageSchema } from '@portico/shared'
import { z } from 'zod'
import { createCloudError } from '../http/cloudErrors.ts'

/** How far a message's timestamp may be from the server's clock. */
export const SIGNED_MESSAGE_MAX_AGE_S = 10 * 60

/** The last second PostgreSQL's timestamps hold comfortably (9999-12-31). */
export const MAX_UNIX_SECONDS = 253_402_300_799

/**
 * SPEC §5's signed message (0x and at least 62 hex digits), at most 16 KiB: room for an
 * ERC-6492 signature that carries a smart account's deployment.
 */
export const signatureSchema = signedMessageSchema.check(
  z.refine((s) => s.length <= 16_384, 'Signature too long'),
)

/**
 * `message` as a JSON string whose parsed value fits `shape` (failing with a clear text) →
 * `{text, value}`: the text is what was signed, the value what it says.
 */
export const jsonMessage = <T extends z.ZodType>(shape: T) =>
  z
    .string()
    .max(16_384)
    .transform((text, ctx) => {
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        ctx.issues.push({ code: 'custom', input: text, message: 'message must be a JSON string' })
        return z.NEVER
      }
      const result = shape.safeParse(json)
      if (!result.success) {
        for (const issue of result.error.issues)
          ctx.issues.push({ code: 'custom', input: json, path: issue.path, message: issue.message })
        return z.NEVER
      }
      return { text, value: result.data as z.output<T> }
    })

export const timestampSchema = z.number().int().positive().max(MAX_UNIX_SECONDS)

/** @throws ApiError MESSAGE_EXPIRED when `timestamp` is too far from `nowMs`. */
export function assertFresh(timestamp: number, nowMs: number): void {
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNED_MESSAGE_MAX_AGE_S)
    throw createCloudError('MESSAGE_EXPIRED', {
      details: `timestamp ${timestamp} is more than ${SIGNED_MESSAGE_MAX_AGE_S} s from now`,
    })
}
