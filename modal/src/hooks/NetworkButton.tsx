/** <NetworkButton/>: the active network's name; a click opens the Networks view. */
import { buttonText } from '../i18n/buttonTexts.ts'
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

export function NetworkButton({ className }: { className?: string }) {
  const portico = usePortico()
  const { caipNetwork, isUnsupportedChain, locale } = usePorticoState()
  const name = isUnsupportedChain
    ? buttonText(locale, 'button.switchNetwork')
    : (caipNetwork?.name ?? buttonText(locale, 'button.unknownNetwork'))
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
