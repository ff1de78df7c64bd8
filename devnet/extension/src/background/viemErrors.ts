/** Turns an error viem threw (signing, sending) into a provider error, keeping a node's RPC code. */
import { BaseError } from 'viem'
import { ErrorCode, ProviderRpcError } from '../providerErrors.ts'

export function fromViemError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const withCode = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as {
      code: number
    } | null
    return new ProviderRpcError(withCode?.code ?? ErrorCode.internal, error.shortMessage, {
      details: error.details,
    })
  }
  return new ProviderRpcError(
    ErrorCode.internal,
    error instanceof Error ? error.message : String(error),
  )
}
