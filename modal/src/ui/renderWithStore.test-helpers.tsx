/**
 * Test helpers for components: render into the document with a store, and clean up after;
 * thunk spies for a view test that checks what the view asks for, not what the thunk does.
 */
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Provider } from 'react-redux'
import { type Mock, vi } from 'vitest'
import {
  bitcoinCatalog,
  loadFeatureCatalog,
  namesCatalog,
  onrampCatalog,
  sendCatalog,
  swapCatalog,
} from '../i18n/featureCatalogs.ts'
import { ModalI18nProvider } from '../i18n/ModalI18nProvider.tsx'
import { activateLocale, createModalI18n } from '../i18n/modalI18n.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { selectLocale } from '../store/localeSlice.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/**
 * A thunk creator's stand-in for `vi.mock`: records its arguments; dispatching what it returns
 * does nothing but return `result` (a promise by default, as most thunks give).
 */
export function thunkSpy<R = Promise<void>>(result?: () => R): Mock {
  return vi.fn(() => () => (result ? result() : Promise.resolve()))
}

/**
 * `vi.mock(path, (importOriginal) => spyOnThunks(importOriginal, ['openSend', …]))`: the named
 * thunk creators become spies, the module's other exports stay real.
 */
export async function spyOnThunks(
  importOriginal: () => Promise<Record<string, unknown>>,
  names: readonly string[],
): Promise<Record<string, unknown>> {
  const original = await importOriginal()
  return { ...original, ...Object.fromEntries(names.map((name) => [name, thunkSpy()])) }
}

const mounted: Root[] = []

/**
 * Renders `ui` as the modal does: with the store, in the store's locale (English by default).
 * The features' catalogues are there from the start, as once their views have been shown, so
 * a view test sees its first render (`featureCatalogs.test.ts` tests the loading itself).
 */
export async function renderWithStore(ui: ReactNode, store: PorticoStore) {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  mounted.push(root)
  const i18n = createModalI18n()
  const locale = selectLocale(store.getState())
  await activateLocale(i18n, locale)
  await Promise.all(
    [namesCatalog, swapCatalog, sendCatalog, onrampCatalog, bitcoinCatalog].map((catalog) =>
      loadFeatureCatalog(i18n, catalog, locale),
    ),
  )
  await act(async () =>
    root.render(
      <Provider store={store}>
        <ModalI18nProvider i18n={i18n}>{ui}</ModalI18nProvider>
      </Provider>,
    ),
  )
  return container
}

export async function unmountAll() {
  await act(async () => {
    for (const root of mounted.splice(0)) root.unmount()
  })
  document.body.innerHTML = ''
}
