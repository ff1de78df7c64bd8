import { setupI18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { type FeatureCatalog, loadFeatureCatalog, namesCatalog } from './featureCatalogs.ts'
import { messages as english } from './locales/en/messages.ts'

describe('feature catalogues', () => {
  it("merge a feature's texts into the modal's catalogue, keeping the views' own", async () => {
    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: 'en', messages: english })
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
})
