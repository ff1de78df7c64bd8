/** Name, symbol and decimals of an ERC-20 the deployments do not list, read once per token. */
import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { ChainToken } from './chainTokens.ts'

const known = new WeakMap<PublicClient, Map<string, ChainToken>>()

/** The token's metadata, or null when the address does not answer as an ERC-20. */
export async function readTokenMetadata(
  client: PublicClient,
  address: Address,
): Promise<ChainToken | null> {
  let cache = known.get(client)
  if (!cache) {
    cache = new Map()
    known.set(client, cache)
  }
  const key = address.toLowerCase()
  const cached = cache.get(key)
  if (cached) return cached
  const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address, abi: erc20Abi, functionName })
  try {
    const [name, symbol, decimals] = await Promise.all([
      read('name'),
      read('symbol'),
      read('decimals'),
    ])
    const token = { address, name, symbol, decimals }
    cache.set(key, token)
    return token
  } catch {
    // Not an ERC-20, or the chain did not answer: not remembered, so a later call tries again.
    return null
  }
}
