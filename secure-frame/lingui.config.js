/**
 * Lingui's catalogues for the secure frame: the frame app's and the frame server's (device page,
 * e-mails), apart so the app ships none of the server's words. No macros and no extraction: the
 * .po files name each message by an explicit id and are the source; `npm run i18n:compile -w
 * @portico/secure-frame` turns them into the TS modules beside them (i18nCatalogues.test.ts fails
 * when those are stale or a locale misses a key).
 */
export default {
  locales: ['en', 'es', 'ar'],
  sourceLocale: 'en',
  catalogs: [
    { path: '<rootDir>/app/i18n/locales/{locale}', include: ['<rootDir>/app'] },
    { path: '<rootDir>/server/i18n/locales/{locale}', include: ['<rootDir>/server'] },
  ],
  format: 'po',
  compileNamespace: 'ts',
}
