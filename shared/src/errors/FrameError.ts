/** Errors of the secure frame: loading it, talking to it, and its `_ERROR` replies. */
import { PorticoError } from './PorticoError.ts'

export class FrameError extends PorticoError {
  override name = 'FrameError'
}
