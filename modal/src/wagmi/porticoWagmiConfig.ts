/**
 * A wagmi config from a Portico instance, so that a wagmi dapp needs one line: the chains are the
 * instance's EVM networks (their RPC URLs after `rpcMap`), each with an `http` transport to that
 * URL, and the one connector is Portico. wagmi's own EIP-6963 discovery is off: Portico discovers
 * extensions itself, and a second connector for the same extension would auto-connect beside
 * Portico's and collide ("Connector already connected").
 */
import { PorticoError, type PorticoErrorOptions } from '@portico/shared'
import { type CreateConfigParameters, createConfig, http, type Transport } from '@wagmi/core'
import { type Chain, defineChain } from 'viem'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { Portico } from '../createPortico.ts'
import { porticoConnector } from './porticoConnector.ts'

export class PorticoWagmiError extends PorticoError {
  override name = 'PorticoWagmiError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'NO_EVM_NETWORK', ...options })
  }
}

/** A viem chain for each eip155 network, in the instance's order. */
export function wagmiChainsOf(networks: readonly CaipNetwork[]): readonly [Chain, ...Chain[]] {
  const chains = networks
    .filter((n) => n.chainNamespace === 'eip155' && typeof n.id === 'number')
    .map((n) =>
      defineChain({
        id: n.id as number,
        name: n.name,
        nativeCurrency: n.nativeCurrency,
        rpcUrls: { default: { http: n.rpcUrls.default.http } },
        ...(n.blockExplorers && { blockExplorers: n.blockExplorers }),
        ...(n.testnet !== undefined && { testnet: n.testnet }),
      }),
    )
  const [first, ...rest] = chains
  if (!first)
    throw new PorticoWagmiError(
      'wagmi needs an EVM network: Portico was created with no eip155 network.',
    )
  return [first, ...rest]
}

export type PorticoWagmiConfigParameters = Partial<
  CreateConfigParameters<readonly [Chain, ...Chain[]], Record<number, Transport>>
>

export function porticoWagmiConfig(
  portico: Portico,
  parameters: PorticoWagmiConfigParameters = {},
) {
  const chains = wagmiChainsOf(portico.options.networks)
  return createConfig({
    chains,
    connectors: [porticoConnector(portico)],
    transports: Object.fromEntries(chains.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    ...parameters,
  } as CreateConfigParameters<readonly [Chain, ...Chain[]], Record<number, Transport>>)
}
