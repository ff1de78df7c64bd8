/** The shape of wallet_sendCalls (SPEC §5): each call's `to`, and `data` if present, start with 0x. */
import { z } from 'zod'
import type { Hex } from './isHex.ts'

const hexPrefixed = z.custom<Hex>((value) => typeof value === 'string' && value.startsWith('0x'))

export const walletSendCallSchema = z
  .object({
    to: hexPrefixed,
    data: hexPrefixed.optional(),
    value: z.string().optional(),
  })
  .loose()
export type WalletSendCall = z.infer<typeof walletSendCallSchema>

/** The single params object of a wallet_sendCalls request. */
export const walletSendCallsParamsSchema = z
  .object({
    version: z.string().optional(),
    chainId: z.string().optional(),
    from: z.string().optional(),
    calls: z.array(walletSendCallSchema).min(1),
    capabilities: z.record(z.string(), z.unknown()).optional(),
  })
  .loose()
export type WalletSendCallsParams = z.infer<typeof walletSendCallsParamsSchema>

export function isWalletSendCall(value: unknown): value is WalletSendCall {
  return walletSendCallSchema.safeParse(value).success
}
