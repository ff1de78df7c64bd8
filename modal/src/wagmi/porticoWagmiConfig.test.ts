import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { porticoDevnet, porticoDevnet2 } from '../chains/devnetNetworks.ts'
import { createPortico } from '../createPortico.ts'
import { PorticoWagmiError, porticoWagmiConfig, wagmiChainsOf } from './porticoWagmiConfig.ts'

describe('porticoWagmiConfig', () => {
  it("takes wagmi's chains and transports from Portico's networks, after rpcMap", () => {
    const portico = createPortico({
      projectId: 'p',
      networks: [porticoDevnet, porticoDevnet2],
      rpcMap: { 'eip155:31337': 'http://127.0.0.1:18545' },
    })
    const config = porticoWagmiConfig(portico, { storage: null })
    expect(config.chains.map((c) => [c.id, c.name, c.rpcUrls.default.http])).toEqual([
      [31337, 'Portico Devnet', ['http://127.0.0.1:18545']],
      [31338, 'Portico Devnet 2', ['http://127.0.0.1:8546']],
    ])
    expect(config.getClient({ chainId: 31337 }).transport.url).toBe('http://127.0.0.1:18545')
    expect(config.connectors.map((c) => c.id)).toEqual(['portico'])
    portico.destroy()
  })

  it('refuses networks with no EVM chain, with a clear error', () => {
    const solana: CaipNetwork = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    }
    expect(() => wagmiChainsOf([solana])).toThrow(PorticoWagmiError)
    expect(() => wagmiChainsOf([solana])).toThrow('no eip155 network')
  })
})
