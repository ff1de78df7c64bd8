/**
 * The auth connector: inserts the hidden secure-frame iframe (once) and speaks the frame
 * protocol to it through the host endpoint. The session token the frame issues is stored
 * under the e-mail wallet's storage key.
 */
import {
  createHostEndpoint,
  DEFAULT_FRAME_CHAIN_ID,
  type FrameRequestName,
  type HostEndpoint,
  SECURE_SDK_VERSION,
} from '@portico/shared'

export const SESSION_TOKEN_KEY = '@appkit-wallet/SESSION_TOKEN'

export interface AuthConnectorOptions {
  projectId: string
  frameUrl: string
  chainId?: string
  enableLogger?: boolean
  /** Where the iframe goes; document.body by default. */
  container?: HTMLElement
  onTimeout?: (name: FrameRequestName) => void
}

export interface AuthConnector {
  readonly endpoint: HostEndpoint
  readonly iframe: HTMLIFrameElement
  readonly frameOrigin: string
  request: HostEndpoint['request']
  destroy(): void
}

export function frameSrc(options: AuthConnectorOptions): string {
  const url = new URL('/sdk', options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', options.chainId ?? DEFAULT_FRAME_CHAIN_ID)
  url.searchParams.set('version', String(SECURE_SDK_VERSION))
  url.searchParams.set('enableLogger', String(options.enableLogger ?? false))
  return url.toString()
}

export function createAuthConnector(options: AuthConnectorOptions): AuthConnector {
  const frameOrigin = new URL(options.frameUrl).origin
  const iframe = document.createElement('iframe')
  iframe.title = 'Portico secure frame'
  iframe.referrerPolicy = 'origin'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  Object.assign(iframe.style, {
    position: 'fixed',
    zIndex: '999999',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
  })
  const endpoint = createHostEndpoint({
    frameOrigin,
    hostWindow: window,
    getFrameWindow: () => iframe.contentWindow,
    onSessionUpdate: (token) => {
      try {
        localStorage.setItem(SESSION_TOKEN_KEY, token)
      } catch {
        // Storage may be denied; the session then lasts for this page only.
      }
    },
    onTimeout: options.onTimeout,
    onDropped: options.enableLogger
      ? (reason) => console.debug('Portico: dropped a frame message:', reason)
      : undefined,
  })
  iframe.src = frameSrc(options)
  ;(options.container ?? document.body).appendChild(iframe)
  return {
    endpoint,
    iframe,
    frameOrigin,
    request: endpoint.request,
    destroy() {
      endpoint.destroy()
      iframe.remove()
    },
  }
}
