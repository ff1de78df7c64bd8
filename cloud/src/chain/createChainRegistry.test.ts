import { describe, expect, it } from 'vitest'
import type { CloudDeployments } from './cloudChains.ts'
import { createChainRegistry } from './createChainRegistry.ts'
import type { SolanaCluster } from './solana/solanaClusters.ts'

const ZERO = '0x0000000000000000000000000000000000000001'
const cluster = (reference: string, port: number): SolanaCluster => ({
  caip2: `solana:${reference}`,
  rpcUrl: `http://127.0.0.1:${port}`,
  mints: [],
})
const first = cluster('HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn', 8899)
const second = cluster('Bw6GUfMgkkJSQaoDiJyTJkH6WkAbNWYC', 8897)
const deployments = (extra: Partial<CloudDeployments>): CloudDeployments => ({
  chainId: 31337,
  contracts: { weth9: ZERO, uniswapV2Factory: ZERO },
  tokens: [],
  ...extra,
})

describe("the chain registry's Solana clusters", () => {
  it("serves devnet's two local clusters, then the configured ones", () => {
    const devnet = cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 18899)
    const registry = createChainRegistry([], deployments({ solana: first, solana2: second }), [
      devnet,
    ])
    expect(registry.solana()).toEqual([first, second, devnet])
  })

  it('lets a setting re-point the second cluster as it does the first', () => {
    const moved = { ...second, rpcUrl: 'http://127.0.0.1:28897' }
    const registry = createChainRegistry([], deployments({ solana: first, solana2: second }), [
      moved,
    ])
    expect(registry.solana()).toEqual([first, moved])
  })

  it('serves only the first when devnet started one', () => {
    expect(createChainRegistry([], deployments({ solana: first }), []).solana()).toEqual([first])
  })
})
