/**
 * Names for the token contracts in a page of history or NFTs: the deployments' tokens and
 * collections first (no chain call), others read from the chain once (ERC-20 name, symbol and
 * decimals; ERC-721 name and symbol) and judged by `looksLikeSpam`. A contract that does not
 * answer gets a placeholder: an ERC-20 with unknown decimals shows its raw amount.
 */
import { type Address, getAddress, type PublicClient } from 'viem'
import { listChainTokens } from '../chain/chainTokens.ts'
import type { CloudDeployments } from '../chain/cloudChains.ts'
import { readCollectionMetadata } from '../chain/readCollectionMetadata.ts'
import { readTokenMetadata } from '../chain/readTokenMetadata.ts'
import { looksLikeSpam } from './looksLikeSpam.ts'

export interface FungibleLabel {
  name: string
  symbol: string
  decimals: number
}

export interface CollectionLabel {
  name: string
  symbol: string
  isSpam: boolean
}

export interface ContractLabels {
  fungibles: Map<string, FungibleLabel>
  collections: Map<string, CollectionLabel>
}

export const UNKNOWN_FUNGIBLE: FungibleLabel = { name: 'Unknown token', symbol: '???', decimals: 0 }

/** Labels keyed by lower-case address. */
export async function labelContracts(
  client: PublicClient,
  deployments: CloudDeployments | null,
  contracts: { fungibles: Iterable<string>; collections: Iterable<string> },
): Promise<ContractLabels> {
  const tokens = new Map(listChainTokens(deployments).map((t) => [t.address.toLowerCase(), t]))
  const ours = new Map(
    (deployments?.collections ?? []).map((c) => [c.address.toLowerCase(), c] as const),
  )
  const fungibles = new Map<string, FungibleLabel>()
  const collections = new Map<string, CollectionLabel>()
  await Promise.all([
    ...[...new Set(contracts.fungibles)].map(async (address) => {
      const token =
        tokens.get(address) ?? (await readTokenMetadata(client, getAddress(address) as Address))
      fungibles.set(address, token ?? UNKNOWN_FUNGIBLE)
    }),
    ...[...new Set(contracts.collections)].map(async (address) => {
      const own = ours.get(address)
      if (own) {
        collections.set(address, { name: own.name, symbol: own.symbol, isSpam: false })
        return
      }
      const read = await readCollectionMetadata(client, getAddress(address) as Address)
      collections.set(address, {
        name: read?.name || 'Unknown collection',
        symbol: read?.symbol ?? '',
        isSpam: looksLikeSpam(read),
      })
    }),
  ])
  return { fungibles, collections }
}
