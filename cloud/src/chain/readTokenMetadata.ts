/** Name, symbol and decimals of an ERC-20 the deployments do not list, read once per token. */
import { erc20Abi } from 'viem'
import type { ChainToken } from './chainTokens.ts'
import { readOncePerContract } from './readOncePerContract.ts'

/** The token's metadata, or null when the address does not answer as an ERC-20. */
export const readTokenMetadata = readOncePerContract(
  async (client, address): Promise<ChainToken | null> => {
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      client.readContract({ address, abi: erc20Abi, functionName })
    try {
      const [name, symbol, decimals] = await Promise.all([
        read('name'),
        read('symbol'),
        read('decimals'),
      ])
      return { address, name, symbol, decimals }
    } catch {
      // Not an ERC-20, or the chain did not answer.
      return null
    }
  },
)
