/**
 * Mounts the modal's React tree in a shadow root, so the host page's CSS cannot reach it.
 */
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { modalStyles } from './modalStyles.ts'

export interface MountedModal {
  host: HTMLElement
  unmount(): void
}

export function mountModal(store: PorticoStore): MountedModal {
  const host = document.createElement('portico-modal')
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalStyles
  const container = document.createElement('div')
  shadow.append(style, container)
  document.body.appendChild(host)
  const root = createRoot(container)
  // Rendered now, not on a later task: the first view is on screen at the next paint, and what
  // the caller does after mounting (loading WalletConnect) waits for it.
  flushSync(() =>
    root.render(
      <Provider store={store}>
        <ModalRoot />
      </Provider>,
    ),
  )
  return {
    host,
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}
