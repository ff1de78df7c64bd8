/** The shape of wallet_sendCalls (SPEC §5): each call's `to`, and `data` if present, start with 0x. */
import * as z from 'zod/mini'
import type { Hex } from './isHex.ts'

const hexPrefixed = z.custom<Hex>((value) => typeof value === 'string' && value.startsWith('0x'))

export const walletSendCallSchema = z.looseObject({
  to: hexPrefixed,
  data: z.optional(hexPrefixed),
  value: z.optional(z.string()),
})
export type WalletSendCall = z.infer<typeof walletSendCallSchema>

/** The single params object of a wallet_sendCalls request. */
export const walletSendCallsParamsSchema = z.looseObject({
  version: z.optional(z.string()),
  chainId: z.optional(z.string()),
  from: z.optional(z.string()),
  calls: z.array(walletSendCallSchema).check(z.minLength(1)),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})
export type WalletSendCallsParams = z.infer<typeof walletSendCallsParamsSchema>

export function isWalletSendCall(value: unknown): value is WalletSendCall {
  return walletSendCallSchema.safeParse(value).success
}
