/** The frame server's answers the wallet-security window reads (secure-frame/KEYS.md routes). */
import * as z from 'zod/mini'

const when = z.union([z.string(), z.number()])

export const walletDeviceSchema = z.object({
  enrolmentId: z.string().check(z.minLength(1)),
  current: z.boolean(),
  browser: z.string(),
  createdAt: when,
  lastUsedAt: z.optional(z.nullable(when)),
})
export type WalletDevice = z.infer<typeof walletDeviceSchema>

/** GET /api/wallet/devices and POST /api/wallet/devices/revoke. */
export const walletDevicesResponse = z.object({ devices: z.array(walletDeviceSchema) })

/** POST /api/wallet/export/start. */
export const exportStartResponse = z.object({})
