/** useModalState: whether the modal is open, loading, and which network and namespace are active. */
import { usePorticoState } from './usePorticoState.ts'

export function useModalState() {
  const { open, loading, view, selectedNetworkId, activeNamespace, initialized } = usePorticoState()
  return { open, loading, view, selectedNetworkId, activeChain: activeNamespace, initialized }
}
