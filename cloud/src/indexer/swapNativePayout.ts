/**
 * Uniswap V2 `Swap` events, so a swap that pays out the native currency shows both its legs.
 * The router turns the last pool's WETH into ETH and sends it on in an internal call, which no
 * log or transaction value records: without this, a tUSD → ETH swap would show only the tUSD
 * that left. When a transaction's last `Swap` paid the transaction's own target (the router)
 * and its input is one of Router02's "…ForETH" calls, the pool's output is stored as a native
 * transfer from the router to the call's recipient, under the `Swap` log's index.
 */
import { decodeFunctionData, type Hex, parseAbi, type TransactionReceipt } from 'viem'

/** keccak256('Swap(address,uint256,uint256,uint256,uint256,address)'). */
export const SWAP_TOPIC = '0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822'

const ethOutAbi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

export interface NativePayout {
  logIndex: number
  from: string
  to: string
  amount: bigint
}

function recipientOf(input: Hex): string | null {
  try {
    const call = decodeFunctionData({ abi: ethOutAbi, data: input })
    return call.args[3].toLowerCase()
  } catch {
    return null
  }
}

/** The native currency a router call paid out, or null for any other transaction. */
export function swapNativePayout(
  txTo: string | null,
  input: Hex,
  receipt: TransactionReceipt,
): NativePayout | null {
  if (!txTo || receipt.status !== 'success') return null
  const last = receipt.logs.filter((l) => l.topics[0] === SWAP_TOPIC).at(-1)
  const paid = last?.topics[2]
  if (!last || !paid || `0x${paid.slice(-40)}`.toLowerCase() !== txTo) return null
  const recipient = recipientOf(input)
  // data: amount0In, amount1In, amount0Out, amount1Out, 32 bytes each.
  if (!recipient || last.data.length !== 2 + 4 * 64) return null
  const amount0Out = BigInt(`0x${last.data.slice(2 + 128, 2 + 192)}`)
  const amount1Out = BigInt(`0x${last.data.slice(2 + 192, 2 + 256)}`)
  const amount = amount0Out > 0n ? amount0Out : amount1Out
  if (amount === 0n) return null
  return { logIndex: last.logIndex, from: txTo, to: recipient, amount }
}
