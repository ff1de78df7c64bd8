/** Wraps a chain node's error in the RpcError of its catalogue code. */
import { createPorticoError } from './createPorticoError.ts'
import { getErrorMessages } from './getErrorMessages.ts'
import { getNodeErrorCode } from './getNodeErrorCode.ts'
import type { RpcError } from './RpcError.ts'

const revertReason = /execution reverted:?\s*(.+)/i

/**
 * An RpcError whose code says what the node rejected (`NONCE_TOO_LOW`, `INSUFFICIENT_FUNDS`…),
 * with the original error as `cause`. A revert keeps its reason as `details`.
 */
export function toNodeError(error: unknown): RpcError {
  const code = getNodeErrorCode(error)
  const rpcCode =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
      ? error.code
      : undefined
  const reason =
    code === 'EXECUTION_REVERTED'
      ? getErrorMessages(error)
          .map((text) => revertReason.exec(text)?.[1]?.trim())
          .find((text) => text)
      : undefined
  const details = reason ?? getErrorMessages(error)[0]
  return createPorticoError(code, { cause: error, details, rpcCode })
}
