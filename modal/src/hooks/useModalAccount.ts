/** useModalAccount: the connected account of the active (or given) namespace. */
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
  if (options.namespace && options.namespace !== state.activeNamespace) return disconnected
  return state.account
}
