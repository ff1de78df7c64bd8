import { encodeFunctionData, type Hex, pad, parseAbi, type TransactionReceipt, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { SWAP_TOPIC, swapNativePayout } from './swapNativePayout.ts'

const ROUTER = '0x00000000000000000000000000000000000000aa'
const USER = '0x00000000000000000000000000000000000000bb'
const word = (n: bigint) => pad(toHex(n)).slice(2)
const swapData = (out0: bigint, out1: bigint) =>
  `0x${word(5n)}${word(0n)}${word(out0)}${word(out1)}` as Hex
const input = encodeFunctionData({
  abi: parseAbi([
    'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  ]),
  args: [5n, 0n, [USER, USER], USER, 1n],
})
const receipt = (paid: string, data: Hex, status = 'success') =>
  ({
    status,
    logs: [{ topics: [SWAP_TOPIC, pad(ROUTER), pad(paid as Hex)], data, logIndex: 4 }],
  }) as unknown as TransactionReceipt

describe('swapNativePayout', () => {
  it("pays the call's recipient the last pool's output when the pool paid the router", () => {
    expect(swapNativePayout(ROUTER, input, receipt(ROUTER, swapData(0n, 77n)))).toEqual({
      logIndex: 4,
      from: ROUTER,
      to: USER,
      amount: 77n,
    })
  })

  it('adds nothing when the pool paid someone else, the call is not …ForETH, or it failed', () => {
    expect(swapNativePayout(ROUTER, input, receipt(USER, swapData(9n, 0n)))).toBeNull()
    expect(swapNativePayout(ROUTER, '0x12345678', receipt(ROUTER, swapData(9n, 0n)))).toBeNull()
    expect(
      swapNativePayout(ROUTER, input, receipt(ROUTER, swapData(9n, 0n), 'reverted')),
    ).toBeNull()
  })
})
