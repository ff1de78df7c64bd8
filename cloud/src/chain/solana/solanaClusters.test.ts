import { describe, expect, it } from 'vitest'
import { mergeSolanaClusters, type SolanaCluster } from './solanaClusters.ts'

const local: SolanaCluster = {
  caip2: 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn',
  rpcUrl: 'http://127.0.0.1:8899',
  mints: [
    {
      address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
    },
  ],
}
const devnet: SolanaCluster = {
  caip2: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  rpcUrl: 'http://127.0.0.1:18899',
  mints: [],
}

describe('mergeSolanaClusters', () => {
  it("serves the deployments' cluster first, then the configured ones", () => {
    expect(mergeSolanaClusters([local], [devnet])).toEqual([local, devnet])
    expect(mergeSolanaClusters([null], [devnet])).toEqual([devnet])
    expect(mergeSolanaClusters([local], [])).toEqual([local])
  })

  it("re-points the deployments' cluster by a setting of the same CAIP-2, keeping its mints", () => {
    const moved = { ...local, rpcUrl: 'http://127.0.0.1:28899', mints: [] }
    expect(mergeSolanaClusters([local], [moved, devnet])).toEqual([
      { ...local, rpcUrl: 'http://127.0.0.1:28899' },
      devnet,
    ])
  })

  it('serves several deployed clusters in their order, each re-pointed by its own setting', () => {
    const second: SolanaCluster = {
      caip2: 'solana:2ndLocalCluster0000000000000000',
      rpcUrl: 'http://127.0.0.1:8897',
      mints: [],
    }
    const movedSecond = { ...second, rpcUrl: 'http://127.0.0.1:28897' }
    expect(mergeSolanaClusters([local, second], [movedSecond, devnet])).toEqual([
      local,
      movedSecond,
      devnet,
    ])
    expect(mergeSolanaClusters([undefined, second], [devnet])).toEqual([second, devnet])
  })
})
