/** zod pieces shared by the /v1/convert routes: amounts in base units, slippage, chain checks. */
import { SWAP_MAX_SLIPPAGE_PERCENT } from '@portico/shared'
import { maxUint256 } from 'viem'
import { z } from 'zod'
import type { SwapTokenRef } from '../../convert/swapToken.ts'
import { createCloudError } from '../../http/cloudErrors.ts'

/** A positive integer amount in the token's base units, as decimal text → bigint. */
export const amountParam = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'Expected an integer amount in base units')
  .transform((text) => BigInt(text))
  .refine((n) => n > 0n, 'The amount must be above 0')
  .refine((n) => n <= maxUint256, 'The amount is too large')

/** Slippage tolerance in percent, as a number or decimal text (AppKit sends text). */
export const slippageParam = z.coerce
  .number('Expected the slippage in percent')
  .min(0, 'The slippage cannot be negative')
  .max(SWAP_MAX_SLIPPAGE_PERCENT, `The slippage is at most ${SWAP_MAX_SLIPPAGE_PERCENT}%`)

/** Both tokens must be on one chain; the network then needs a DEX (findSwapDex). */
export function assertOneChain(from: SwapTokenRef, to: SwapTokenRef): void {
  if (from.caip2 !== to.caip2) throw createCloudError('SWAP_CHAIN_MISMATCH')
}

/** Swapping a token for itself (the native currency and WETH count as one) is refused. */
export function assertTwoTokens(from: `0x${string}`, to: `0x${string}`): void {
  if (from.toLowerCase() === to.toLowerCase()) throw createCloudError('SWAP_SAME_TOKEN')
}
