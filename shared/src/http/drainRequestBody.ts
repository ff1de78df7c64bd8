/**
 * Reads and discards what is left of a request body the server has already refused (413), so
 * the reply reaches the client: a server that answers and closes while the client is still
 * sending makes the client see a connection reset (EPIPE/ECONNRESET) instead of the 413.
 * Bounded: a declared length over the cap is not read at all, a chunked body stops counting at
 * the cap, and a slow sender is given up on after a timeout. Typed by shape, not node:http, so
 * this file stays free of Node imports.
 */

/** The part of a Node IncomingMessage this needs. */
export interface DrainableRequest {
  readonly complete: boolean
  readonly readableEnded: boolean
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  on(event: 'data', listener: (chunk: { length: number }) => void): unknown
  on(event: 'end' | 'error' | 'close', listener: () => void): unknown
  off(event: 'data', listener: (chunk: { length: number }) => void): unknown
  off(event: 'end' | 'error' | 'close', listener: () => void): unknown
  resume(): unknown
}

/** At most this much of a refused body is read before the reply (16 MiB). */
export const DRAIN_BODY_CAP_BYTES = 16 * 1024 * 1024
/** A refused body still arriving after this long is given up on. */
export const DRAIN_BODY_TIMEOUT_MS = 10_000

/** Resolves true once the body has been read to its end, false when it gave up (cap, timeout). */
export function drainRequestBody(
  request: DrainableRequest,
  { capBytes = DRAIN_BODY_CAP_BYTES, timeoutMs = DRAIN_BODY_TIMEOUT_MS } = {},
): Promise<boolean> {
  if (request.complete || request.readableEnded) return Promise.resolve(true)
  if (Number(request.headers['content-length']) > capBytes) return Promise.resolve(false)
  return new Promise((resolve) => {
    let read = 0
    const finish = (drained: boolean) => {
      clearTimeout(timer)
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onFail)
      request.off('close', onFail)
      resolve(drained)
    }
    const onData = (chunk: { length: number }) => {
      read += chunk.length
      if (read > capBytes) finish(false)
    }
    const onEnd = () => finish(true)
    const onFail = () => finish(false)
    const timer = setTimeout(onFail, timeoutMs)
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onFail)
    request.on('close', onFail)
    request.resume()
  })
}
