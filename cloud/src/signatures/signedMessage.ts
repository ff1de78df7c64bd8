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

export const signatureSchema = signedMessageSchema

/**
 * `message` as a JSON string whose parsed value fits `shape` (failing with a clear text) →
 * `{text, value}`: the text is what was signed, the value what it says.
 */
export const jsonMessage = <T extends z.ZodType>(shape: T) =>
  z
    .string()
    .max(16_384)
    .transform((text, ctx) => {
      try {
        return { text, json: JSON.parse(text) as unknown }
      } catch {
        ctx.issues.push({ code: 'custom', input: text, message: 'message must be a JSON string' })
        return z.NEVER
      }
    })
    .pipe(z.object({ text: z.string(), json: shape }))
    .transform(({ text, json }) => ({ text, value: json as z.output<T> }))

export const timestampSchema = z.number().int().positive()

/** @throws ApiError MESSAGE_EXPIRED when `timestamp` is too far from `nowMs`. */
export function assertFresh(timestamp: number, nowMs: number): void {
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNED_MESSAGE_MAX_AGE_S)
    throw createCloudError('MESSAGE_EXPIRED', {
      details: `timestamp ${timestamp} is more than ${SIGNED_MESSAGE_MAX_AGE_S} s from now`,
    })
}
