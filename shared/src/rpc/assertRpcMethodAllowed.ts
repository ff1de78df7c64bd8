/** Rejects an RPC request whose method the policy does not allow (SPEC §6). */
import { createPorticoError } from '../errors/createPorticoError.ts'
import { getRpcMethodPolicy } from './getRpcMethodPolicy.ts'
import type { AllowedRpcMethod } from './rpcMethods.ts'

/**
 * @throws RpcError `RPC_METHOD_NOT_ALLOWED` (the UI shows the catalogue's `uiMessage`) for a
 *   method that is neither safe nor unsafe.
 */
export function assertRpcMethodAllowed(method: unknown): asserts method is AllowedRpcMethod {
  if (getRpcMethodPolicy(method) === 'notAllowed') {
    throw createPorticoError('RPC_METHOD_NOT_ALLOWED', { details: String(method) })
  }
}
