/**
 * What the fee rule counts before the cloud has built the transactions (the build's own node
 * estimate replaces it then): Router02 swaps through two pools in well under 200,000 gas, an
 * ERC-20 approve in under 60,000 (measured on the devnet; a rule that errs high blocks a swap
 * the balance can barely pay for, which the node would likely refuse anyway).
 */
export const ESTIMATED_SWAP_GAS = 200_000n
export const ESTIMATED_APPROVE_GAS = 60_000n

/** The network fee of the swap (and its approve), in wei; undefined without a gas price. */
export function estimateSwapFee(gasPrice: string | undefined, withApprove: boolean) {
  if (!gasPrice) return undefined
  return BigInt(gasPrice) * (ESTIMATED_SWAP_GAS + (withApprove ? ESTIMATED_APPROVE_GAS : 0n))
}
