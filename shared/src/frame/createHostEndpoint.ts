/**
 * The host end of the secure-frame bus. It waits for READY before sending anything, posts only
 * to the frame origin, accepts only messages whose origin is the frame origin and whose source
 * is the frame's window, and matches replies to requests by crypto-random id.
 */
import { SECURE_FRAME_TIMEOUT_MS, SECURE_FRAME_TIMEOUT_REQUESTS } from '../constants.ts'
import { createFrameError } from '../errors/createFrameError.ts'
import { createPorticoError } from '../errors/createPorticoError.ts'
import {
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  frameReadyPayloadSchema,
  frameRepliesOf,
  frameRequests,
  prepareFrameSchemas,
} from './frameMessages.ts'
import { frameRequestType, parseFrameEvent } from './parseFrameMessage.ts'

/** How long requests wait for READY before failing with SOCIALS_TIMEOUT (frame-protocol.md §3). */
export const FRAME_READY_TIMEOUT_MS = 20_000
const timedRequests: ReadonlySet<FrameRequestName> = new Set(SECURE_FRAME_TIMEOUT_REQUESTS)

export interface HostEndpointOptions {
  /** Origin of the secure frame, e.g. http://127.0.0.1:5174. */
  frameOrigin: string
  /** The host window that receives the frame's messages. */
  hostWindow: Window
  /** The iframe's window, once the iframe exists. */
  getFrameWindow: () => Window | null | undefined
  readyTimeoutMs?: number
  connectTimeoutMs?: number
  onReady?: (payload: { version?: string | number | undefined }) => void
  onSessionUpdate?: (token: string) => void
  /** Called when a timed request times out, before it is rejected. */
  onTimeout?: (name: FrameRequestName) => void
  /** Receives messages that were dropped, for debug logging. */
  onDropped?: (reason: string) => void
}

export interface FrameRequestOptions {
  signal?: AbortSignal
}

interface Pending {
  name: FrameRequestName
  method: string | undefined
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  cleanup: () => void
}

export interface HostEndpoint {
  /** Resolves once READY arrived. */
  readonly ready: Promise<void>
  readonly isReady: () => boolean
  request<N extends FrameRequestName>(
    name: N,
    ...args: undefined extends FrameRequestPayload<N>
      ? [payload?: FrameRequestPayload<N>, options?: FrameRequestOptions]
      : [payload: FrameRequestPayload<N>, options?: FrameRequestOptions]
  ): Promise<FrameSuccessPayload<N>>
  /** Rejects every pending request for which `filter` is true. */
  rejectPending(
    filter: (name: FrameRequestName, method: string | undefined) => boolean,
    error: Error,
  ): number
  pendingCount(): number
  destroy(): void
}

export function createHostEndpoint(options: HostEndpointOptions): HostEndpoint {
  const { frameOrigin, hostWindow } = options
  const pending = new Map<string, Pending>()
  let readyState = false
  let destroyed = false
  let resolveReady!: () => void
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve
  })
  // READY is parsed the moment it comes: its schemas are built now, before the frame is inserted.
  prepareFrameSchemas()
  frameReadyPayloadSchema()

  const onMessage = (event: MessageEvent) => {
    const frameWindow = options.getFrameWindow()
    if (event.origin !== frameOrigin) return options.onDropped?.('origin')
    if (!frameWindow || event.source !== frameWindow) return options.onDropped?.('source')
    const parsed = parseFrameEvent(event.data)
    if (!parsed) return options.onDropped?.('schema')
    switch (parsed.kind) {
      case 'READY':
        if (!readyState) {
          readyState = true
          resolveReady()
        }
        options.onReady?.(parsed.payload)
        return
      case 'SESSION_UPDATE':
        options.onSessionUpdate?.(parsed.payload.token)
        return
      default: {
        const entry = pending.get(parsed.id)
        if (!entry || entry.name !== parsed.name) return options.onDropped?.('unknown id')
        pending.delete(parsed.id)
        entry.cleanup()
        if (parsed.kind === 'SUCCESS') entry.resolve(parsed.payload)
        else entry.reject(createFrameError(parsed))
      }
    }
  }
  hostWindow.addEventListener('message', onMessage)

  function request(
    name: FrameRequestName,
    payload?: unknown,
    requestOptions: FrameRequestOptions = {},
  ) {
    const { signal } = requestOptions
    return new Promise<unknown>((resolve, reject) => {
      if (destroyed) return reject(createPorticoError('FRAME_NOT_SET'))
      if (signal?.aborted) return reject(abortError())
      // A payload that does not fit the protocol is refused here and never sent.
      const checked = frameRequests[name].request.safeParse(payload)
      if (!checked.success) {
        return reject(
          createPorticoError('SCHEMA_INVALID_INPUT', { details: checked.error.issues[0]?.message }),
        )
      }
      const id = crypto.randomUUID()
      const timers: ReturnType<typeof setTimeout>[] = []
      const onAbort = () => fail(abortError())
      const cleanup = () => {
        for (const t of timers) clearTimeout(t)
        signal?.removeEventListener('abort', onAbort)
      }
      const fail = (error: unknown) => {
        if (!pending.delete(id)) return
        cleanup()
        reject(error)
      }
      const method =
        name === 'RPC_REQUEST' && payload && typeof payload === 'object' && 'method' in payload
          ? String((payload as { method: unknown }).method)
          : undefined
      pending.set(id, { name, method, resolve, reject, cleanup })
      signal?.addEventListener('abort', onAbort, { once: true })

      if (timedRequests.has(name)) {
        timers.push(
          setTimeout(() => {
            options.onTimeout?.(name)
            // The timeout handler tells the user; the request itself is aborted.
            fail(abortError())
          }, options.connectTimeoutMs ?? SECURE_FRAME_TIMEOUT_MS),
        )
      }
      if (!readyState) {
        timers.push(
          setTimeout(
            () => fail(createPorticoError('SOCIALS_TIMEOUT')),
            options.readyTimeoutMs ?? FRAME_READY_TIMEOUT_MS,
          ),
        )
      }
      ready.then(() => {
        if (!pending.has(id)) return
        const frameWindow = options.getFrameWindow()
        if (!frameWindow) return fail(createPorticoError('FRAME_NOT_SET'))
        const message =
          payload === undefined
            ? { type: frameRequestType(name), id }
            : { type: frameRequestType(name), id, payload }
        frameWindow.postMessage(message, frameOrigin)
        // A request the frame never answers (RPC_ABORT) is done once it is sent.
        if (frameRepliesOf(name) === 'none') {
          pending.delete(id)
          cleanup()
          resolve(undefined)
        }
      })
    })
  }

  return {
    ready,
    isReady: () => readyState,
    request: request as HostEndpoint['request'],
    rejectPending(filter, error) {
      let count = 0
      for (const [id, entry] of pending) {
        if (!filter(entry.name, entry.method)) continue
        pending.delete(id)
        entry.cleanup()
        entry.reject(error)
        count++
      }
      return count
    },
    pendingCount: () => pending.size,
    destroy() {
      destroyed = true
      hostWindow.removeEventListener('message', onMessage)
      for (const [id, entry] of pending) {
        pending.delete(id)
        entry.cleanup()
        entry.reject(createPorticoError('FRAME_NOT_SET'))
      }
    },
  }
}

function abortError() {
  return createPorticoError('FRAME_ABORTED')
}
