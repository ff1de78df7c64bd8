/** <NetworkButton/>: the active network's name; a click opens the Networks view. */
import { UNKNOWN_NETWORK_NAME } from '../chains/CaipNetwork.ts'
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

export function NetworkButton({ className }: { className?: string }) {
  const portico = usePortico()
  const { caipNetwork, isUnsupportedChain } = usePorticoState()
  const name = isUnsupportedChain ? 'Switch Network' : (caipNetwork?.name ?? UNKNOWN_NETWORK_NAME)
  return (
    <button
      type="button"
      className={className}
      data-portico="network-button"
      onClick={() => portico.open({ view: 'Networks' })}
    >
      {name}
    </button>
  )
}
