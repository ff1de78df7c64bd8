/**
 * The token a session grant names, as its contract names it (`symbol()`, `decimals()`), for the
 * approval's summary ("10 tUSD"). Undefined when the contract does not answer both sensibly: the
 * approval then shows the limit in the token's base units and its address.
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { TokenInfo } from '../../approval/RequestDetails.tsx'
import type { EvmRequest } from '../smartAccount/evmRead.ts'

/** Printable, short: a symbol is shown as data, never as markup or a long text. */
const SYMBOL = /^[\p{L}\p{N}._\- $€]{1,16}$/u

export async function readTokenInfo(
  request: EvmRequest,
  token: `0x${string}`,
): Promise<TokenInfo | undefined> {
  const call = async (data: Hex) =>
    (await request('eth_call', [{ to: token, data }, 'latest'])) as Hex
  try {
    const [symbolData, decimalsData] = await Promise.all([
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
    ])
    const symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolData })
    const decimals = decodeFunctionResult({
      abi: erc20Abi,
      functionName: 'decimals',
      data: decimalsData,
    })
    if (typeof symbol !== 'string' || !SYMBOL.test(symbol) || decimals > 36) return undefined
    return { symbol, decimals }
  } catch {
    return undefined
  }
}
