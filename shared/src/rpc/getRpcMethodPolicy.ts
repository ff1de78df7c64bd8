/** Classifies an RPC method as safe, unsafe or not allowed (SPEC §6). */
import { type RpcMethodPolicy, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.ts'

const safe = new Set<string>(SAFE_RPC_METHODS)
const unsafe = new Set<string>(UNSAFE_RPC_METHODS)

/** `safe` for read-only methods, `unsafe` for signing and sending, `notAllowed` for the rest. */
export function getRpcMethodPolicy(method: unknown): RpcMethodPolicy {
  if (typeof method !== 'string') return 'notAllowed'
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'notAllowed'
}
