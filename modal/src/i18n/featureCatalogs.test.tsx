import { setupI18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import {
  bitcoinCatalog,
  type FeatureCatalog,
  loadFeatureCatalog,
  namesCatalog,
  onrampCatalog,
  sendCatalog,
  swapCatalog,
  withFeatureCatalog,
} from './featureCatalogs.ts'
import { messages as english } from './locales/en/messages.ts'

/** A feature's view: one text of its catalogue. */
const Title = () => <h1>{useLingui().i18n._('x.title')}</h1>

describe('feature catalogues', () => {
  it("merge a feature's texts into the modal's catalogue, keeping the views' own", async () => {
    const i18n = setupI18n()
    // A copy: Lingui merges a loaded catalogue into the active messages object.
    i18n.loadAndActivate({ locale: 'en', messages: { ...english } })
    expect(i18n._('names.register')).toBe('names.register')
    await loadFeatureCatalog(i18n, namesCatalog, 'en')
    expect(i18n._('names.register')).toBe('Register')
    expect(i18n._('view.Account')).toBe('Account')
  })

  it('are fetched once per locale and instance', async () => {
    const load = vi.fn(async () => ({ messages: { 'x.y': 'Y' } }))
    const catalog: FeatureCatalog = { en: load, es: load, ar: load }
    const i18n = setupI18n()
    await loadFeatureCatalog(i18n, catalog, 'es')
    await loadFeatureCatalog(i18n, catalog, 'es')
    expect(load).toHaveBeenCalledTimes(1)
    await loadFeatureCatalog(setupI18n(), catalog, 'es')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("hold texts the open path's catalogue does not, each text in one place", async () => {
    const features = await Promise.all(
      [namesCatalog, swapCatalog, sendCatalog, onrampCatalog, bitcoinCatalog].map(async (catalog) =>
        Object.keys((await catalog.en()).messages),
      ),
    )
    const ids = [...Object.keys(english), ...features.flat()]
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(features.map((f) => f.length > 0)).toEqual([true, true, true, true, true])
    // What the logic raises stays with the views' catalogue: it is translated from its English.
    expect(english['swap.error.slippageExceeded']).toBeDefined()
  })

  it("draw a feature's view only once its texts are there", async () => {
    let arrive: (value: { messages: Record<string, string> }) => void = () => {}
    const texts = new Promise<{ messages: Record<string, string> }>((r) => {
      arrive = r
    })
    const catalog: FeatureCatalog = { en: () => texts, es: () => texts, ar: () => texts }
    const View = withFeatureCatalog(catalog, Title)
    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <View />
        </I18nProvider>,
      ),
    )
    expect(container.textContent).toBe('')
    await act(async () => arrive({ messages: { 'x.title': 'Swap' } }))
    expect(container.textContent).toBe('Swap')
    await act(async () => root.unmount())
  })
})
