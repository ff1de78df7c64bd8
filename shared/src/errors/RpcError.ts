/** Errors of chain RPC calls, wallet requests and the RPC method policy. */
import { PorticoError, type PorticoErrorOptions } from './PorticoError.ts'

export interface RpcErrorOptions extends PorticoErrorOptions {
  /** Numeric JSON-RPC or wallet error code, when the node or wallet gave one. */
  rpcCode?: number
}

export class RpcError extends PorticoError {
  override name = 'RpcError'
  readonly rpcCode: number | undefined

  constructor(shortMessage: string, options: RpcErrorOptions = {}) {
    super(shortMessage, options)
    this.rpcCode = options.rpcCode
  }
}
