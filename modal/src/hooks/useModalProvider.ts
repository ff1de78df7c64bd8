/**
 * useModalProvider(namespace): the connected wallet's provider. For eip155 it is an EIP-1193
 * provider that viem's `custom()` transport accepts as it is.
 */
import type { ChainNamespace } from '@portico/shared'
import type { Eip1193Provider } from '../connectors/injected/eip6963.ts'
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

export function useModalProvider(namespace: ChainNamespace = 'eip155'): {
  walletProvider: Eip1193Provider | undefined
  walletProviderType: string | undefined
} {
  const portico = usePortico()
  const state = usePorticoState()
  const connected = state.account.isConnected && state.activeNamespace === namespace
  return {
    walletProvider: connected ? portico.getProvider(namespace) : undefined,
    walletProviderType: connected ? state.walletInfo?.rdns : undefined,
  }
}
