/**
 * Mounts the modal's React tree in a shadow root, so the host page's CSS cannot reach it.
 */
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { type CoreActions, CoreActionsContext } from './CoreActionsContext.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { modalStyles } from './modalStyles.ts'

export interface MountedModal {
  host: HTMLElement
  unmount(): void
}

export function mountModal(store: PorticoStore, actions: CoreActions): MountedModal {
  const host = document.createElement('portico-modal')
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalStyles
  const container = document.createElement('div')
  shadow.append(style, container)
  document.body.appendChild(host)
  const root = createRoot(container)
  root.render(
    <Provider store={store}>
      <CoreActionsContext.Provider value={actions}>
        <ModalRoot />
      </CoreActionsContext.Provider>
    </Provider>,
  )
  return {
    host,
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}
