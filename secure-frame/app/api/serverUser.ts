/** The user as the frame's server answers it (a login, GET /api/session), checked before use. */
import { lazySchema } from '@portico/shared'
import * as z from 'zod/mini'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export const serverUserSchema = lazySchema(() =>
  z.object({
    email: z.optional(z.nullable(z.string())),
    /** Null for a wallet made in the frame (the server no longer knows it before enrolment). */
    address: z.nullable(z.string()),
    chainId: z.number().check(z.int()),
    accounts: z.optional(
      z.array(z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) })),
    ),
    solanaAddress: z.optional(z.nullable(z.string())),
    /** A Farcaster user's username, or the name a social login's provider gives. */
    userName: z.optional(z.string().check(z.maxLength(255))),
    /** On a chain with a bundler: the wallet's smart account there, as the server read it. */
    smartAccount: z.optional(
      z.object({
        owner: z.string().check(z.regex(EVM_ADDRESS)),
        address: z.string().check(z.regex(EVM_ADDRESS)),
        deployed: z.boolean(),
      }),
    ),
  }),
)
export type ServerUser = z.infer<ReturnType<typeof serverUserSchema>>
