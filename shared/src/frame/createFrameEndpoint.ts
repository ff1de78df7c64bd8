/**
 * The frame end of the secure-frame bus. It accepts a message only from its parent window and
 * only from an allow-listed origin, answers to that origin (never '*'), and replies only with
 * payloads that fit the protocol's schemas.
 */
import { frameErrorPayload } from '../errors/createFrameError.ts'
import { createPorticoError } from '../errors/createPorticoError.ts'
import { ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors/errorCatalogue.ts'
import { serializeError } from '../errors/serializeError.ts'
import { isOriginAllowed } from '../validation/allowedOrigin.ts'
import {
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  frameRepliesOf,
  frameRequests,
  prepareFrameAtoms,
  prepareFrameEnvelope,
} from './frameMessages.ts'
import {
  FRAME_READY_TYPE,
  FRAME_SESSION_UPDATE_TYPE,
  frameErrorType,
  frameSuccessType,
  parseFrameRequest,
} from './parseFrameMessage.ts'

export interface FrameRequestContext {
  /** The verified origin of the host page. */
  origin: string
  /** Aborted by RPC_ABORT (for unsafe RPC requests) or when the endpoint is destroyed. */
  signal: AbortSignal
  id: string
}

export type FrameHandlers = {
  [N in FrameRequestName]?: (
    payload: FrameRequestPayload<N>,
    context: FrameRequestContext,
  ) => Promise<FrameSuccessPayload<N>> | FrameSuccessPayload<N>
}

export interface FrameEndpointOptions {
  frameWindow: Window
  /** The window allowed to talk to us: the frame's parent. */
  parentWindow: Window
  /** Origins of the project's allowlist (exact or `https://*.` entries). */
  allowedOrigins: readonly string[]
  /** The project allows http://localhost and http://127.0.0.1 on any port. */
  localhostAnyPort?: boolean
  /** The parent's origin as the browser reports it (ancestorOrigins / referrer), if known. */
  parentOrigin: string | null
  /** Sent in READY; AppKit's schema takes a string only. */
  version: string
  handlers: FrameHandlers
  /**
   * True once the host's client takes every success payload of frame-protocol.md §2 (Portico's
   * own host says so with SYNC_DAPP_DATA `sdkType: 'portico'`). Until then a request whose
   * success AppKit's schema lacks (INIT_SMART_ACCOUNT) is answered with its error only, since
   * such a client drops that success and waits forever.
   */
  takesEverySuccess?: () => boolean
  /** Text of the error for a request that has no handler. */
  notEnabledMessage?: (name: FrameRequestName) => string
  onDropped?: (reason: string) => void
  /** Called just after READY is posted (the frame marks it for `npm run bench`). */
  onReadyPosted?: () => void
}

export interface FrameEndpoint {
  /** Posts SESSION_UPDATE to the parent. */
  sendSessionUpdate(token: string): void
  /** Aborts open requests for which `filter` is true. */
  abortRequests(filter: (name: FrameRequestName, payload: unknown) => boolean): number
  destroy(): void
}

export function createFrameEndpoint(options: FrameEndpointOptions): FrameEndpoint {
  const { frameWindow, parentWindow, handlers } = options
  const allowlist = {
    allowedOrigins: options.allowedOrigins,
    localhostAnyPort: options.localhostAnyPort ?? false,
  }
  const isAllowed = (origin: string) => isOriginAllowed(origin, allowlist)
  const open = new Map<
    string,
    { name: FrameRequestName; payload: unknown; controller: AbortController }
  >()
  const trustedParent =
    options.parentOrigin && isAllowed(options.parentOrigin) ? options.parentOrigin : null

  const postToParent = (message: unknown, origin: string) =>
    parentWindow.postMessage(message, origin)

  const onMessage = async (event: MessageEvent) => {
    if (event.source !== parentWindow || parentWindow === frameWindow)
      return options.onDropped?.('source')
    const request = parseFrameRequest(event.data)
    if (!request) return options.onDropped?.('schema')
    const { name, id, payload } = request
    const listed = frameRepliesOf(name)
    const replies = listed === 'error' && options.takesEverySuccess?.() ? 'both' : listed
    // Only what the client's schema knows is sent (frame-protocol.md §1).
    const post = (message: { type: string; id?: string; payload?: unknown }, origin: string) => {
      const isError = message.type === frameErrorType(name)
      if (replies === 'none' || (replies === 'error' && !isError)) return
      postToParent(message, origin)
    }
    if (!isAllowed(event.origin) || (trustedParent && event.origin !== trustedParent)) {
      return post(
        {
          type: frameErrorType(name),
          id,
          payload: { message: ORIGIN_NOT_ALLOWED_MESSAGE, code: 'INVALID_APP_CONFIGURATION' },
        },
        event.origin,
      )
    }
    if (open.has(id)) return options.onDropped?.('duplicate id')
    const handler = handlers[name] as
      | ((payload: unknown, context: FrameRequestContext) => Promise<unknown> | unknown)
      | undefined
    if (!handler) {
      const message = options.notEnabledMessage?.(name) ?? `${name} is not enabled`
      return post(
        { type: frameErrorType(name), id, payload: { message, code: 'FRAME_REQUEST_NOT_ENABLED' } },
        event.origin,
      )
    }
    const controller = new AbortController()
    open.set(id, { name, payload, controller })
    try {
      const result = await handler(payload, { origin: event.origin, signal: controller.signal, id })
      if (controller.signal.aborted) throw controller.signal.reason
      const checked = frameRequests[name].success.safeParse(result)
      if (!checked.success) throw createPorticoError('FRAME_ERROR')
      if (replies === 'error') {
        const message = options.notEnabledMessage?.(name) ?? `${name} is not enabled`
        return post(
          {
            type: frameErrorType(name),
            id,
            payload: { message, code: 'FRAME_REQUEST_NOT_ENABLED' },
          },
          event.origin,
        )
      }
      post(
        checked.data === undefined
          ? { type: frameSuccessType(name), id }
          : { type: frameSuccessType(name), id, payload: checked.data },
        event.origin,
      )
    } catch (error) {
      post(
        {
          type: frameErrorType(name),
          id,
          payload: frameErrorPayload(error, serializeError(error).message),
        },
        event.origin,
      )
    } finally {
      open.delete(id)
    }
  }
  frameWindow.addEventListener('message', onMessage)
  // READY always carries a payload object (frame-protocol.md §1); only a trusted parent gets it.
  if (trustedParent) {
    postToParent({ type: FRAME_READY_TYPE, payload: { version: options.version } }, trustedParent)
    options.onReadyPosted?.()
  }
  // A message to a window of another process leaves when the task that posted it ends (issue 19):
  // work here holds READY back, work in the next task meets the host's first request. The
  // envelope's zod set-up (about half of it) goes here, the rest in the next task.
  prepareFrameEnvelope()
  setTimeout(prepareFrameAtoms, 0)

  return {
    sendSessionUpdate(token) {
      if (trustedParent)
        postToParent({ type: FRAME_SESSION_UPDATE_TYPE, payload: { token } }, trustedParent)
    },
    abortRequests(filter) {
      let count = 0
      for (const entry of open.values()) {
        if (!filter(entry.name, entry.payload) || entry.controller.signal.aborted) continue
        entry.controller.abort(createPorticoError('FRAME_ABORTED'))
        count++
      }
      return count
    },
    destroy() {
      frameWindow.removeEventListener('message', onMessage)
      for (const entry of open.values()) entry.controller.abort(createPorticoError('FRAME_ABORTED'))
    },
  }
}
