/** Errors of the secure frame: loading it, talking to it, and its `_ERROR` replies. */
import { PorticoError, type PorticoErrorOptions } from './PorticoError.ts'

export interface FrameErrorOptions extends PorticoErrorOptions {
  /** The EIP-1193 / JSON-RPC code the reply carried or its catalogue code implies. */
  rpcCode?: number
}

export class FrameError extends PorticoError {
  override name = 'FrameError'
  readonly rpcCode: number | undefined

  constructor(shortMessage: string, options: FrameErrorOptions = {}) {
    super(shortMessage, options)
    this.rpcCode = options.rpcCode
  }
}
