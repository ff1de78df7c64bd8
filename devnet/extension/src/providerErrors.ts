/**
 * EIP-1193 / JSON-RPC error codes and the error object the provider rejects with: an Error
 * carrying a numeric `code`, a `message` and optional `data`.
 */

export const ErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const

/** The plain shape an error takes when it crosses a message boundary. */
export interface RpcErrorShape {
  code: number
  message: string
  data?: unknown
}

export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  toShape(): RpcErrorShape {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export const userRejected = () =>
  new ProviderRpcError(ErrorCode.userRejected, 'User rejected the request.')

export const unauthorized = (
  message = 'The requested account has not been authorized by the user.',
) => new ProviderRpcError(ErrorCode.unauthorized, message)

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(
    ErrorCode.unsupportedMethod,
    `The Portico Test Wallet does not support the method "${method}".`,
  )

export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(
    ErrorCode.unrecognizedChain,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidParams = (message: string) =>
  new ProviderRpcError(ErrorCode.invalidParams, `Invalid parameters: ${message}`)

export const internalError = (message: string, data?: unknown) =>
  new ProviderRpcError(ErrorCode.internal, message, data)

/** Turns anything thrown into an error shape that can cross a message boundary. */
export function toErrorShape(error: unknown): RpcErrorShape {
  if (error instanceof ProviderRpcError) return error.toShape()
  const message = error instanceof Error ? error.message : String(error)
  return { code: ErrorCode.internal, message: `Internal error: ${message}` }
}
