import { encodeFunctionResult, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { readTokenInfo } from './readTokenInfo.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** A token contract answering eth_call with these values. */
const tokenAnswering =
  (symbol: string, decimals: number) => async (_method: string, params?: unknown) => {
    const data = (params as [{ data: string }])[0].data
    return data.startsWith('0x95d89b41')
      ? encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: symbol })
      : encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: decimals })
  }

describe('readTokenInfo', () => {
  it("reads the token's symbol and decimals", async () => {
    expect(await readTokenInfo(tokenAnswering('tUSD', 6), TOKEN)).toEqual({
      symbol: 'tUSD',
      decimals: 6,
    })
  })

  it('gives nothing for a symbol that is no ticker, odd decimals or no contract', async () => {
    expect(await readTokenInfo(tokenAnswering('<img src=x>', 6), TOKEN)).toBeUndefined()
    expect(await readTokenInfo(tokenAnswering('A'.repeat(40), 6), TOKEN)).toBeUndefined()
    expect(await readTokenInfo(tokenAnswering('tUSD', 77), TOKEN)).toBeUndefined()
    expect(await readTokenInfo(async () => '0x', TOKEN)).toBeUndefined()
  })
})
