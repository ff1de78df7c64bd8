/**
 * The cloud's answer to GET /v1/sessions/{address} (SPEC §7): a smart account's sessions. Apart
 * from cloudResponses.ts so that the dapp's smart-session helpers, loaded on their own, share no
 * module with the modal's open path.
 */
import * as z from 'zod/mini'

/** A smart-account session (SPEC §7 /v1/sessions). */
export const smartSessionSchema = z.object({
  pci: z.string(),
  address: z.string(),
  chainId: z.string(),
  signer: z.unknown(),
  permissions: z.array(z.unknown()),
  policies: z.array(z.unknown()),
  expiry: z.number(),
  createdAt: z.number(),
  revokedAt: z.nullable(z.number()),
})
export type SmartSession = z.infer<typeof smartSessionSchema>

/** GET /v1/sessions/{address} → the project's sessions of that account. */
export const sessionsResponseSchema = z.object({ pcis: z.array(smartSessionSchema) })
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>
