/** Name and symbol of an ERC-721 collection the deployments do not list, read once per contract. */
import { type Address, erc721Abi } from 'viem'
import { readOncePerContract } from './readOncePerContract.ts'

export interface CollectionMetadata {
  address: Address
  name: string
  symbol: string
}

/** The collection's name and symbol, or null when it does not answer `name()`. */
export const readCollectionMetadata = readOncePerContract(
  async (client, address): Promise<CollectionMetadata | null> => {
    try {
      const [name, symbol] = await Promise.all([
        client.readContract({ address, abi: erc721Abi, functionName: 'name' }),
        // The symbol is optional in practice; a collection without one still has a name.
        client.readContract({ address, abi: erc721Abi, functionName: 'symbol' }).catch(() => ''),
      ])
      return { address, name, symbol }
    } catch {
      // No name, or the chain did not answer.
      return null
    }
  },
)
