/**
 * The secure frame's entry: installs the bus endpoint as early as possible, then posts READY.
 */
import { createFrameEndpoint, type FrameEndpoint, SECURE_SDK_VERSION } from '@portico/shared'
import { readFrameConfig } from './frameConfig.ts'
import { createFrameHandlers } from './frameHandlers.ts'
import { createSessionStore } from './session/sessionStore.ts'

const config = readFrameConfig(document, location)
if (!config) {
  console.error('Portico secure frame: invalid configuration')
} else if (window.parent === window) {
  // Opened as a top-level page, not embedded: there is no host to talk to.
  document.body.textContent = 'This page is part of Portico and works only inside a host page.'
} else {
  let endpoint: FrameEndpoint | undefined
  const handlers = createFrameHandlers(config, {
    session: createSessionStore(),
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
    onDropped: config.enableLogger
      ? (reason) => console.debug('Portico frame dropped a message:', reason)
      : undefined,
  })
  addEventListener('pagehide', () => endpoint?.destroy())
}
