/**
 * Mounts the modal's React tree in a shadow root, so the host page's CSS cannot reach it, in the
 * store's language (its catalogue is fetched first when it is not English). On an open it renders
 * at once; in the background (the warm-up at idle, dialog closed) as a transition, which React
 * renders in slices of a few ms between the page's own tasks.
 */
import { startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { ModalI18nProvider } from '../i18n/ModalI18nProvider.tsx'
import { activateLocale, createModalI18n } from '../i18n/modalI18n.ts'
import type { MountMode } from '../store/coreServices.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { selectLocale } from '../store/localeSlice.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { modalStyles } from './modalStyles.ts'

export interface MountedModal {
  host: HTMLElement
  unmount(): void
}

export async function mountModal(
  store: PorticoStore,
  mode: MountMode = 'now',
): Promise<MountedModal> {
  const i18n = createModalI18n()
  // A catalogue that fails to load leaves the modal in English rather than not showing it.
  await activateLocale(i18n, selectLocale(store.getState())).catch(() => activateLocale(i18n, 'en'))
  const host = document.createElement('portico-modal')
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalStyles
  const container = document.createElement('div')
  shadow.append(style, container)
  document.body.appendChild(host)
  const root = createRoot(container)
  const tree = (
    <Provider store={store}>
      <ModalI18nProvider i18n={i18n}>
        <ModalRoot />
      </ModalI18nProvider>
    </Provider>
  )
  // On an open, rendered now, not on a later task: the first view is on screen at the next paint,
  // and what the caller does after mounting waits for it. An open during a background render
  // is an urgent update, which React renders at once, taking over the transition.
  if (mode === 'now') flushSync(() => root.render(tree))
  else startTransition(() => root.render(tree))
  return {
    host,
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}
