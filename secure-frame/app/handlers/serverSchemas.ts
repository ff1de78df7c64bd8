/** The shapes the frame's server answers with, checked before use. */
import { z } from 'zod'

export const connectEmailResponse = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) })
export const deviceWaitResponse = z.object({ approved: z.literal(true) })

export const serverUserSchema = z.object({
  email: z.string().nullable().optional(),
  address: z.string(),
  chainId: z.number().int(),
  accounts: z
    .array(z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) }))
    .optional(),
  solanaAddress: z.string().optional(),
})
export type ServerUser = z.infer<typeof serverUserSchema>

export const verifyOtpResponse = z.object({ token: z.string().min(1), user: serverUserSchema })
export const sessionResponse = z.object({ user: serverUserSchema })
export const chainResponse = z.object({ chainId: z.number().int() })
export const rpcResponse = z.object({ result: z.unknown() })
export const updateEmailResponse = z.object({
  action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
})
export const newEmailResponse = z.object({ newEmail: z.string() })
