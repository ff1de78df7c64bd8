/** Turns a secure-frame `_ERROR` reply into a FrameError (SPEC §8 "Secure frame"). */
import { createPorticoError } from './createPorticoError.ts'
import { type CatalogueEntry, errorCatalogue } from './errorCatalogue.ts'
import { FrameError } from './FrameError.ts'

/** What an `_ERROR` reply carries (frame-protocol.md): the text, and the error's code when the frame sends one. */
export interface FrameErrorPayload {
  message?: string | null
  /** A Portico / SPEC §8 code (string) or an EIP-1193 / JSON-RPC code (number). */
  code?: string | number
}

const entryOf = (code: string): CatalogueEntry | undefined =>
  Object.hasOwn(errorCatalogue, code)
    ? (errorCatalogue[code as keyof typeof errorCatalogue] as CatalogueEntry)
    : undefined

/**
 * The reply's code is the error's code (its EIP-1193 code follows from the catalogue); a
 * numeric code is the EIP-1193 code itself. A frame too old to send a code gives
 * `FRAME_ERROR`: the text is shown, never parsed.
 */
export function createFrameError(payload: FrameErrorPayload, cause?: unknown): FrameError {
  const text = payload.message?.trim()
  if (!text && payload.code === undefined) return createPorticoError('FRAME_ERROR', { cause })
  const { code } = payload
  if (typeof code === 'number')
    return new FrameError(text || errorCatalogue.FRAME_ERROR.message, {
      code: 'FRAME_ERROR',
      rpcCode: code,
      cause,
    })
  const entry = code === undefined ? undefined : entryOf(code)
  return new FrameError(text || entry?.message || errorCatalogue.FRAME_ERROR.message, {
    code: code ?? 'FRAME_ERROR',
    rpcCode: entry?.rpcCode,
    cause,
  })
}

/** The `_ERROR` payload for an error a frame handler threw: its text and its code. */
export function frameErrorPayload(error: unknown, message: string): FrameErrorPayload {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code) && code !== 'UNKNOWN')
    return { message, code }
  if (typeof code === 'number' && Number.isInteger(code)) return { message, code }
  return { message }
}
