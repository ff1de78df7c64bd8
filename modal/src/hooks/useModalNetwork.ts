/** useModalNetwork: the active network and switchNetwork. */
import { useCallback } from 'react'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

export function useModalNetwork() {
  const portico = usePortico()
  const { caipNetwork, selectedNetworkId, isUnsupportedChain } = usePorticoState()
  const switchNetwork = useCallback(
    (network: CaipNetwork) => portico.switchNetwork(network),
    [portico],
  )
  return {
    caipNetwork,
    caipNetworkId: selectedNetworkId,
    chainId: caipNetwork?.id,
    isUnsupportedChain,
    switchNetwork,
  }
}
