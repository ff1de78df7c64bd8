/**
 * Mounts the modal's React tree in a shadow root, so the host page's CSS cannot reach it, and
 * drives a native <dialog>: a real focus trap, Esc to close, focus returned to the opener.
 */
import { createRoot } from 'react-dom/client'
import type { PorticoState } from '../createPortico.ts'
import type { ResolvedPorticoOptions } from '../options.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { modalStyles } from './modalStyles.ts'

export interface MountModalOptions {
  options: ResolvedPorticoOptions
  getState(): PorticoState
  subscribe(listener: (state: PorticoState) => void): () => void
  onClose(): void
}

export interface MountedModal {
  host: HTMLElement
  unmount(): void
}

export function mountModal({
  options,
  getState,
  subscribe,
  onClose,
}: MountModalOptions): MountedModal {
  const host = document.createElement('portico-modal')
  host.dataset.theme = options.themeMode
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalStyles
  const container = document.createElement('div')
  shadow.append(style, container)
  document.body.appendChild(host)
  const root = createRoot(container)
  root.render(
    <ModalRoot
      getState={getState}
      subscribe={subscribe}
      onClose={onClose}
      themeMode={options.themeMode}
    />,
  )
  return {
    host,
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}
