/** The user as the frame's server answers it (a login, GET /api/session), checked before use. */
import * as z from 'zod/mini'

export const serverUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  /** Null for a wallet made in the frame (the server no longer knows it before enrolment). */
  address: z.nullable(z.string()),
  chainId: z.number().check(z.int()),
  accounts: z.optional(
    z.array(z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) })),
  ),
  solanaAddress: z.optional(z.nullable(z.string())),
  /** A social login's name for the user (the provider's). */
  userName: z.optional(z.string()),
})
export type ServerUser = z.infer<typeof serverUserSchema>
