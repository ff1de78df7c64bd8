/**
 * Gas for a transaction the convert routes build, estimated by the node, with a
 * SWAP_GAS_MARGIN_PERCENT margin: a pool first touched in a later block writes its price
 * accumulators, which the estimate (made against a block in the same second) did not pay for.
 * A transaction that would revert fails the request with the revert reason the node gave
 * (422 'The swap would fail: …'), so the user hears it before signing.
 */
import type { Address, Hex, PublicClient } from 'viem'
import { createCloudError } from '../http/cloudErrors.ts'

export interface UnsignedCall {
  from: Address
  to: Address
  data: Hex
  value: bigint
}

/** The node's reason in a viem error ("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT"). */
export function revertReason(error: unknown): string {
  const texts: string[] = []
  for (
    let e = error as
      | { details?: unknown; shortMessage?: unknown; message?: unknown; cause?: unknown }
      | undefined;
    e;
    e = e.cause as typeof e
  ) {
    for (const text of [e.details, e.shortMessage, e.message])
      if (typeof text === 'string') texts.push(text)
    if (texts.length > 12) break
  }
  for (const text of texts) {
    const match = /reverted(?: with reason string)?:?\s*'?([^'\n]+?)'?\s*$/m.exec(text)
    if (match?.[1]) return match[1].trim()
  }
  return 'execution reverted'
}

/** What is added to the node's estimate; unused gas is not paid for. */
export const SWAP_GAS_MARGIN_PERCENT = 20n

export async function estimateSwapGas(client: PublicClient, call: UnsignedCall): Promise<bigint> {
  try {
    const estimate = await client.estimateGas({
      account: call.from,
      to: call.to,
      data: call.data,
      value: call.value,
    })
    return (estimate * (100n + SWAP_GAS_MARGIN_PERCENT)) / 100n
  } catch (cause) {
    throw createCloudError('SWAP_WOULD_FAIL', { cause, params: { reason: revertReason(cause) } })
  }
}
