/** Safe (read-only) RPC methods: never aborted when pending requests are rejected. */
import { getRpcMethodPolicy } from './getRpcMethodPolicy.ts'
import type { SafeRpcMethod } from './rpcMethods.ts'

export function isSafeRpcMethod(method: unknown): method is SafeRpcMethod {
  return getRpcMethodPolicy(method) === 'safe'
}
