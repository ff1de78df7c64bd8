/**
 * A JSON-RPC error as the Solana RPC answers it: the JSON-RPC 2.0 codes for malformed
 * requests, and the node's own (-32002 preflight failure, -32003 bad signature, -32015
 * unsupported transaction version) with the `data` web3.js reads (logs, err).
 */
import { PorticoError } from '@portico/shared'

export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
} as const

export class SolanaRpcError extends PorticoError {
  override name = 'SolanaRpcError'
  readonly rpcCode: number
  readonly data: unknown

  constructor(rpcCode: number, message: string, data?: unknown) {
    super(message, { code: 'SOLANA_RPC_ERROR' })
    this.rpcCode = rpcCode
    this.data = data
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return {
      code: this.rpcCode,
      message: this.shortMessage,
      ...(this.data === undefined ? {} : { data: this.data }),
    }
  }
}

export const invalidParams = (message: string) =>
  new SolanaRpcError(RPC_ERROR.invalidParams, `Invalid params: ${message}`)
