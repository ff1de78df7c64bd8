/**
 * The secure frame's entry: installs the bus endpoint as early as possible, then posts READY.
 */
import {
  createFrameEndpoint,
  type FrameEndpoint,
  PORTICO_SDK_TYPE,
  SECURE_SDK_VERSION,
} from '@portico/shared'
import { readFrameConfig } from './frameConfig.ts'
import { createFrameHandlers } from './frameHandlers.ts'
import { createSessionStore } from './session/sessionStore.ts'
import { startWorkerEarly } from './worker/startWorkerEarly.ts'
import { frameWorker } from './worker/workerWallet.ts'

// User timing marks, read by `npm run bench` to split READY into its parts (a few µs each).
performance.mark('portico-frame:modules')
const config = readFrameConfig(document, location)
performance.mark('portico-frame:config')
if (!config) {
  console.error('Portico secure frame: invalid configuration')
} else if (window.parent === window) {
  // Opened as a top-level page, not embedded: there is no host to talk to. The words load only
  // here, never on the embedded path that posts READY.
  const { locale } = config
  void import('./i18n/frameI18n.ts').then(async ({ activateFrameLocale, localeAttributes, t }) => {
    await activateFrameLocale(locale ?? 'en')
    Object.assign(document.documentElement, localeAttributes())
    document.body.textContent = t('frame.topLevel')
  })
} else {
  let endpoint: FrameEndpoint | undefined
  const session = createSessionStore()
  const handlers = createFrameHandlers(config, {
    session,
    reload: () => location.reload(),
    getEndpoint: () => endpoint,
  })
  endpoint = createFrameEndpoint({
    frameWindow: window,
    parentWindow: window.parent,
    allowedOrigins: config.allowedOrigins,
    localhostAnyPort: config.localhostAnyPort,
    parentOrigin: config.parentOrigin,
    version: SECURE_SDK_VERSION,
    handlers,
    takesEverySuccess: () => handlers.state.dappData?.sdkType === PORTICO_SDK_TYPE,
    onDropped: config.enableLogger
      ? (reason) => console.debug('Portico frame dropped a message:', reason)
      : undefined,
    onReadyPosted: () => {
      // Before the warm-up that follows the post in the same task (createFrameEndpoint).
      performance.mark('portico-frame:ready')
      startWorkerEarly({ session, startWorker: frameWorker, messages: window })
    },
  })
  addEventListener('pagehide', () => endpoint?.destroy())
}
