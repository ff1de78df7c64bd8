/**
 * The Polkadot namespace's connection (../familyConnection.ts) configured for Polkadot: one
 * connected wallet session (a polkadot{.js}-interface extension or a WalletConnect session's
 * `polkadot` namespace), its provider and its native balance — read through the network's
 * configured RPC with @polkadot/api (loaded only then). Without an RPC (Polkadot networks have
 * no default: nothing reaches another host unless the dapp configures it) the account shows
 * with no balance.
 */
import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { createFamilyConnection, type FamilyConnectionDeps } from '../familyConnection.ts'
import { createPolkadotProvider } from './createPolkadotProvider.ts'
import type { PolkadotProvider } from './PolkadotProvider.ts'
import type { PolkadotWalletSession } from './PolkadotSigner.ts'

export interface PolkadotConnectionDeps extends FamilyConnectionDeps {
  rpcUrl(network: CaipNetwork): string | undefined
  /** Replaced in tests. */
  createProvider?: typeof createPolkadotProvider
}

export function createPolkadotConnection(deps: PolkadotConnectionDeps) {
  const createProvider = deps.createProvider ?? createPolkadotProvider
  return createFamilyConnection<PolkadotWalletSession, PolkadotProvider>(deps, {
    providerFor: (session, network) =>
      createProvider({ signer: session.signer, network, rpcUrl: deps.rpcUrl(network) }),
    address: ({ session }) => session.signer.address,
    // No RPC configured: nothing to read (and nothing is read from another host).
    canReadBalance: ({ provider }) => Boolean(provider.rpcUrl),
    readBalance: async ({ network, provider }) =>
      formatUnits(await provider.getBalance(), network.nativeCurrency.decimals),
  })
}

export type PolkadotConnection = ReturnType<typeof createPolkadotConnection>
