/**
 * The secure frame's entry: installs the bus endpoint as early as possible, then posts READY.
 */
import { createFrameEndpoint, SECURE_SDK_VERSION } from '@portico/shared'
import { readFrameConfig } from './frameConfig.ts'
import { createFrameHandlers } from './frameHandlers.ts'

const config = readFrameConfig(document, location)
if (!config) {
  console.error('Portico secure frame: invalid configuration')
} else if (window.parent === window) {
  // Opened as a top-level page, not embedded: there is no host to talk to.
  document.body.textContent = 'This page is part of Portico and works only inside a host page.'
} else {
  const endpoint = createFrameEndpoint({
    frameWindow: window,
    parentWindow: window.parent,
    allowedOrigins: config.allowedOrigins,
    parentOrigin: config.parentOrigin,
    version: SECURE_SDK_VERSION,
    handlers: createFrameHandlers(config, { reload: () => location.reload() }),
    onDropped: config.enableLogger
      ? (reason) => console.debug('Portico frame dropped a message:', reason)
      : undefined,
  })
  addEventListener('pagehide', () => endpoint.destroy())
}
