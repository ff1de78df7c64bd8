/**
 * The Router02 call for a swap along `path`, as the user's wallet sends it:
 * - exact in (the user typed what to pay): swapExactETHForTokens, swapExactTokensForETH or
 *   swapExactTokensForTokens, receiving at least the quoted amount out less the slippage;
 * - exact out (the user typed what to receive): swapETHForExactTokens (the router refunds the
 *   ETH it does not use), swapTokensForExactETH or swapTokensForExactTokens, paying at most the
 *   quoted amount in plus the slippage.
 */
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { routerAbi } from './uniswapV2Abi.ts'

/** Basis points in a percent (slippage is kept to 0.01%). */
const BPS = 10_000n

export interface SwapCallInput {
  path: Address[]
  /** The native currency is paid (value) or received (unwrapped by the router). */
  fromNative: boolean
  toNative: boolean
  recipient: Address
  /** Unix seconds. */
  deadline: bigint
  slippageBps: bigint
  /** The quoted amounts: what is paid and what is received. */
  amountIn: bigint
  amountOut: bigint
  exactOut: boolean
}

export interface SwapCall {
  data: Hex
  value: bigint
  /** What the swap gives at least (exact out: exactly this). */
  amountOutMin: bigint
  /** Exact out only: what it may take at most. */
  amountInMax?: bigint
}

export function encodeSwapCall(input: SwapCallInput): SwapCall {
  const { path, recipient, deadline, amountIn, amountOut, slippageBps } = input
  if (input.exactOut) {
    const max = (amountIn * (BPS + slippageBps)) / BPS
    const data = input.fromNative
      ? encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapETHForExactTokens',
          args: [amountOut, path, recipient, deadline],
        })
      : encodeFunctionData({
          abi: routerAbi,
          functionName: input.toNative ? 'swapTokensForExactETH' : 'swapTokensForExactTokens',
          args: [amountOut, max, path, recipient, deadline],
        })
    return { data, value: input.fromNative ? max : 0n, amountOutMin: amountOut, amountInMax: max }
  }
  const min = (amountOut * (BPS - slippageBps)) / BPS
  const data = input.fromNative
    ? encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [min, path, recipient, deadline],
      })
    : encodeFunctionData({
        abi: routerAbi,
        functionName: input.toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [amountIn, min, path, recipient, deadline],
      })
  return { data, value: input.fromNative ? amountIn : 0n, amountOutMin: min }
}
