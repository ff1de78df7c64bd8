/**
 * The auth connector: inserts the hidden secure-frame iframe (once) and speaks the frame
 * protocol to it through the host endpoint. For an approval the iframe is shown (360×600, a
 * bottom sheet at widths ≤ 430 px); otherwise it stays hidden.
 */
import {
  createHostEndpoint,
  DEFAULT_FRAME_CHAIN_ID,
  type FrameRequestName,
  type HostEndpoint,
  SECURE_FRAME_Z_INDEX,
  SECURE_SDK_VERSION,
} from '@portico/shared'

export interface AuthConnectorOptions {
  projectId: string
  frameUrl: string
  chainId?: string
  enableLogger?: boolean
  /**
   * The UI's language (a BCP 47 tag), for the frame's own windows and the mails its server
   * sends; the frame takes the best match it has, else English. Unset: the browser's language.
   */
  locale?: string
  /** Where the iframe goes; document.body by default. */
  container?: HTMLElement
  onTimeout?: (name: FrameRequestName) => void
  onSessionUpdate?: (token: string) => void
}

export interface AuthConnector {
  readonly endpoint: HostEndpoint
  readonly iframe: HTMLIFrameElement
  readonly frameOrigin: string
  request: HostEndpoint['request']
  /** Makes the iframe visible (the ApproveTransaction view). */
  show(): void
  hide(): void
  destroy(): void
}

export function frameSrc(options: AuthConnectorOptions): string {
  const url = new URL('/sdk', options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', options.chainId ?? DEFAULT_FRAME_CHAIN_ID)
  url.searchParams.set('version', SECURE_SDK_VERSION)
  url.searchParams.set('enableLogger', String(options.enableLogger ?? false))
  if (options.locale) url.searchParams.set('locale', options.locale)
  return url.toString()
}

/** The iframe's `allow`: the features the frame's wallet windows use, for its own origin only. */
export const frameAllowAttribute = (frameOrigin: string): string =>
  ['publickey-credentials-get', 'publickey-credentials-create', 'clipboard-write']
    .map((feature) => `${feature} ${frameOrigin}`)
    .join('; ')

const hiddenStyle = {
  position: 'fixed',
  zIndex: String(SECURE_FRAME_Z_INDEX),
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  border: '0',
  opacity: '0',
  pointerEvents: 'none',
  transform: '',
  borderRadius: '0',
  boxShadow: 'none',
}

function shownStyle(): Partial<CSSStyleDeclaration> {
  const sheet = window.innerWidth <= 430
  return sheet
    ? {
        top: 'auto',
        left: '0',
        width: '100vw',
        height: '600px',
        opacity: '1',
        pointerEvents: 'auto',
        borderRadius: '16px 16px 0 0',
        bottom: '0',
      }
    : {
        top: '50%',
        left: '50%',
        width: '360px',
        height: '600px',
        opacity: '1',
        pointerEvents: 'auto',
        transform: 'translate(-50%, -50%)',
        borderRadius: '16px',
        boxShadow: '0 8px 40px rgba(0, 0, 0, 0.4)',
      }
}

export function createAuthConnector(options: AuthConnectorOptions): AuthConnector {
  const frameOrigin = new URL(options.frameUrl).origin
  const iframe = document.createElement('iframe')
  iframe.title = 'Portico secure frame'
  iframe.referrerPolicy = 'origin'
  // Passkeys (recovery) and copying an exported key happen inside the frame: allowed for its
  // origin only.
  iframe.setAttribute('allow', frameAllowAttribute(frameOrigin))
  const hide = () => {
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    Object.assign(iframe.style, hiddenStyle, { bottom: '' })
  }
  hide()
  const endpoint = createHostEndpoint({
    frameOrigin,
    hostWindow: window,
    getFrameWindow: () => iframe.contentWindow,
    onSessionUpdate: options.onSessionUpdate,
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
    show() {
      iframe.removeAttribute('aria-hidden')
      iframe.tabIndex = 0
      Object.assign(iframe.style, shownStyle())
      iframe.focus()
    },
    hide,
    destroy() {
      endpoint.destroy()
      iframe.remove()
    },
  }
}
