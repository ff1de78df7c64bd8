/** The shapes the frame's server answers with, checked before use. */
import * as z from 'zod/mini'
import { walletStatusSchema } from '../wallet/walletServer.ts'

export const connectEmailResponse = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) })
export const deviceWaitResponse = z.object({ approved: z.literal(true) })

export const serverUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  /** Null for a wallet made in the frame (the server no longer knows it before enrolment). */
  address: z.nullable(z.string()),
  chainId: z.number().check(z.int()),
  accounts: z.optional(
    z.array(z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) })),
  ),
  solanaAddress: z.optional(z.nullable(z.string())),
})
export type ServerUser = z.infer<typeof serverUserSchema>

export const verifyOtpResponse = z.object({
  token: z.string().check(z.minLength(1)),
  user: serverUserSchema,
  /** This device's wallet status (GET /api/wallet's answer), so the worker need not read it. */
  wallet: z.optional(walletStatusSchema),
})
export const sessionResponse = z.object({ user: serverUserSchema })
export const chainResponse = z.object({ chainId: z.number().check(z.int()) })
export const rpcResponse = z.object({ result: z.unknown() })
export const sendRawResponse = z.object({
  result: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
})
export const updateEmailResponse = z.object({
  action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
})
export const newEmailResponse = z.object({ newEmail: z.string() })
