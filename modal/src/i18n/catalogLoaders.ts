/**
 * Where each locale's catalogue of the modal's views comes from: one dynamic import per locale,
 * so a visitor downloads only the language they see. The pre-click entry holds these three
 * loaders, not the catalogues; `open()` starts the active one's download beside the views'.
 */
import type { Messages } from '@lingui/core'
import type { Locale } from './locales.ts'

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.ts'),
  es: () => import('./locales/es/messages.ts'),
  ar: () => import('./locales/ar/messages.ts'),
}

export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages
}

/** Starts a locale's download ahead of its use; a failure is left for the use to report. */
export function preloadCatalog(locale: Locale): void {
  void loadCatalog(locale).catch(() => {})
}
