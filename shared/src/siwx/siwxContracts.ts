/**
 * The cloud's SIWX routes' answers (cloud/README "SIWX"): the routes send them through these
 * schemas and the modal (and a dapp's backend) parses them with the same ones.
 */
import * as z from 'zod/mini'

/** POST /v1/siwx/nonce → a single-use nonce for one message, and when it stops being valid. */
export const siwxNonceResponseSchema = z.object({
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/)),
  expiresAt: z.number(),
})

/** A verified sign-in: who (CAIP-10 parts), until when (unix seconds), and its bearer token. */
export const siwxSessionResponseSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  address: z.string(),
  /** CAIP-2. */
  chainId: z.string(),
  issuedAt: z.number(),
  expiresAt: z.number(),
})
export type SiwxSessionResponse = z.infer<typeof siwxSessionResponseSchema>

/** GET /v1/siwx/session: the session of the bearer token, without the token. */
export const siwxSessionInfoSchema = z.omit(siwxSessionResponseSchema, { token: true })
export type SiwxSessionInfo = z.infer<typeof siwxSessionInfoSchema>
