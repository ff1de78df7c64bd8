/**
 * useModalAccount: the connected account of the active namespace, or of the given one (EVM and
 * Solana may be connected at once; a namespace not connected reads as disconnected).
 */
import type { ChainNamespace } from '@portico/shared'
import type { PorticoAccountState } from '../publicState.ts'
import { usePorticoState } from './usePorticoState.ts'

const disconnected: PorticoAccountState = {
  status: 'disconnected',
  isConnected: false,
  allAccounts: [],
}

export function useModalAccount(options: { namespace?: ChainNamespace } = {}): PorticoAccountState {
  const state = usePorticoState()
  if (!options.namespace || options.namespace === state.activeNamespace) return state.account
  return state.accounts[options.namespace] ?? disconnected
}
