/**
 * One JSON-RPC 2.0 read from a chain node (SPEC §7 "Chain RPC"). A node's error is thrown as the
 * node gave it ({code, message, data}), as wallets do, so the node-error mapping (SPEC §8) reads
 * both the same way.
 */
import { createPorticoError, RPC_TIMEOUT_MS } from '@portico/shared'

export type RpcRequest = (method: string, params: unknown[]) => Promise<unknown>

interface JsonRpcReply {
  result?: unknown
  error?: { code?: number; message?: string; data?: unknown }
}

let nextId = 0

export async function jsonRpcRequest(url: string, method: string, params: unknown[]) {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
  } catch (error) {
    const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError'
    throw createPorticoError(timedOut ? 'RPC_TIMEOUT' : 'RPC_HTTP_ERROR', { cause: error })
  }
  if (!response.ok)
    throw createPorticoError('RPC_HTTP_ERROR', { details: `HTTP status ${response.status}` })
  const reply = (await response.json()) as JsonRpcReply
  if (reply.error) {
    const { code, message = 'The RPC returned an error', data } = reply.error
    throw Object.assign(new Error(message), { code, data })
  }
  return reply.result
}
