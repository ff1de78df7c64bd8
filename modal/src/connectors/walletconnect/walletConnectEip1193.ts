/**
 * The WalletConnect session's EIP-1193 face: requests go to the active chain; the chain id and
 * accounts are answered here, as EIP-1193 says (a hex chain id, where the SDK gives a number).
 */
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { Eip1193Provider } from '../injected/eip6963.ts'
import type { UniversalProvider } from './createWalletConnectProvider.ts'
import { WalletConnectError } from './walletConnectErrors.ts'

/** What the face needs of the connection in use. */
export interface ActiveSession {
  provider: UniversalProvider
  address: `0x${string}`
  network: CaipNetwork
}

export function sessionEip1193(
  getActive: () => ActiveSession | undefined,
  getProvider: () => Promise<UniversalProvider> | undefined,
): Eip1193Provider {
  return {
    request: async ({ method, params }) => {
      const active = getActive()
      if (!active) throw new WalletConnectError('Not connected', { code: 'NOT_CONNECTED' })
      if (method === 'eth_chainId') return `0x${Number(active.network.id).toString(16)}`
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [active.address]
      return active.provider.request(
        { method, params: params as never },
        active.network.caipNetworkId,
      )
    },
    on: (event, listener) => getProvider()?.then((p) => p.on(event, listener)),
    removeListener: (event, listener) =>
      getProvider()?.then((p) => p.removeListener(event, listener)),
  }
}
