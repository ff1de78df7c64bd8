// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { buildWalletConnectNamespaces } from './walletConnectNamespaces.ts'

const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
const devnet2 = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546')
const other = (namespace: 'solana' | 'polkadot' | 'bip122', id: string, rpc?: string) =>
  ({
    id,
    name: `${namespace} ${id}`,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    nativeCurrency: { name: 'x', symbol: 'X', decimals: 9 },
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
  }) as CaipNetwork
const rpcOf = (n: CaipNetwork) => n.rpcUrls.default.http[0]

describe('buildWalletConnectNamespaces', () => {
  it('asks for every configured chain of each family, with an rpcMap to the configured RPCs', () => {
    const solana = other('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'http://127.0.0.1:8899')
    const namespaces = buildWalletConnectNamespaces(
      [devnet, devnet2, solana, other('polkadot', '91b171bb158e2d3848fa23a9f1c25182')],
      rpcOf,
    )
    expect(Object.keys(namespaces).sort()).toEqual(['eip155', 'polkadot', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.rpcMap).toEqual({
      '31337': 'http://127.0.0.1:8545',
      '31338': 'http://127.0.0.1:8546',
    })
    expect(namespaces.eip155?.methods).toContain('personal_sign')
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(namespaces.solana?.rpcMap).toEqual({
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899',
    })
    expect(namespaces.polkadot?.methods).toEqual([
      'polkadot_signMessage',
      'polkadot_signTransaction',
    ])
    expect(namespaces.polkadot?.rpcMap).toEqual({})
  })

  it('uses the rpcMap override and lists a chain once', () => {
    const namespaces = buildWalletConnectNamespaces([devnet, devnet], () => 'http://127.0.0.1:9999')
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337'])
    expect(namespaces.eip155?.rpcMap).toEqual({ '31337': 'http://127.0.0.1:9999' })
  })

  it('asks for nothing without networks', () => {
    expect(buildWalletConnectNamespaces([], rpcOf)).toEqual({})
  })
})
