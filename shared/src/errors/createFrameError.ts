/** Turns a secure-frame `_ERROR` reply into a FrameError (SPEC §8 "Secure frame"). */
import { createPorticoError } from './createPorticoError.ts'
import { type ErrorCode, errorCatalogue } from './errorCatalogue.ts'
import { FrameError } from './FrameError.ts'

const frameCodes = (Object.keys(errorCatalogue) as ErrorCode[]).filter(
  (code) => errorCatalogue[code].family === 'frame',
)

/**
 * The payload's message is the text; a known frame text keeps its catalogue code, any other
 * text gets `FRAME_ERROR`, and no text gives the default frame text (`FRAME_ERROR`).
 */
export function createFrameError(message?: string | null, cause?: unknown): FrameError {
  const text = message?.trim()
  if (!text) return createPorticoError('FRAME_ERROR', { cause })
  const known = frameCodes.find((code) => errorCatalogue[code].message === text)
  return new FrameError(text, { code: known ?? 'FRAME_ERROR', cause })
}
