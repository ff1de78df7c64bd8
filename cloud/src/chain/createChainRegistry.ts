/**
 * The chains the cloud serves, by CAIP-2 id, with one viem client each (JSON-RPC batching on,
 * so the reads of one request travel in one HTTP round trip) and their deployments.
 */
import { RPC_TIMEOUT_MS } from '@portico/shared'
import { createPublicClient, http, type PublicClient } from 'viem'
import {
  type CloudChain,
  type CloudDeployments,
  cloudDeploymentsSchema,
  type DeploymentsSource,
} from './cloudChains.ts'
import { mergeSolanaClusters, type SolanaCluster } from './solana/solanaClusters.ts'

export interface ChainRegistry {
  readonly chains: readonly CloudChain[]
  /** The chain with this CAIP-2 id (`eip155:31337`), if served. */
  byCaip2(caip2: string): CloudChain | undefined
  client(chain: CloudChain): PublicClient
  /** The deployments on this chain, when there are any yet. */
  deployments(chain: CloudChain): CloudDeployments | null
  /** The Bitcoin node served (bip122), when the deployments name one. */
  bitcoin(): { caip2: string; nodeUrl: string } | null
  /** The Solana clusters served: the deployments' local one and those configured. */
  solana(): SolanaCluster[]
}

export function createChainRegistry(
  chains: readonly CloudChain[],
  source: DeploymentsSource | undefined,
  solanaClusters: readonly SolanaCluster[] = [],
): ChainRegistry {
  const clients = new Map<number, PublicClient>()
  // The source is read per call (it may be a getter); each object it returns is checked once.
  const checked = new WeakMap<object, CloudDeployments | null>()
  const read = (): CloudDeployments | null => {
    const value = typeof source === 'function' ? source() : source
    if (!value) return null
    let result = checked.get(value)
    if (result === undefined) {
      const parsed = cloudDeploymentsSchema.safeParse(value)
      result = parsed.success ? parsed.data : null
      checked.set(value, result)
    }
    return result
  }
  return {
    chains,
    byCaip2: (caip2) => chains.find((c) => `eip155:${c.id}` === caip2),
    client(chain) {
      let client = clients.get(chain.id)
      if (!client) {
        client = createPublicClient({
          transport: http(chain.rpcUrl, { batch: true, timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
        })
        clients.set(chain.id, client)
      }
      return client
    },
    deployments(chain) {
      const d = read()
      return d && d.chainId === chain.id ? d : null
    },
    bitcoin: () => read()?.bitcoin ?? null,
    solana: () => {
      const d = read()
      // The local clusters (the second one too) come before the settings, which may re-point
      // or add to them.
      return mergeSolanaClusters([d?.solana, d?.solana2], solanaClusters)
    },
  }
}
