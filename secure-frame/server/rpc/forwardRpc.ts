/**
 * Forwards a read-only JSON-RPC request to a chain's RPC URL and returns the raw result. A
 * JSON-RPC error is 400 `RPC_ERROR` with the node's message and `rpcCode`; a node that cannot
 * be reached or answers garbage is 502 `RPC_UNAVAILABLE`.
 */
import { RPC_TIMEOUT_MS } from '@portico/shared'
import { z } from 'zod'
import { apiError } from '../http/apiErrors.ts'

const responseSchema = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
  // zod 4: an unknown-typed key must be present, so a body without `result` fails here.
  z.object({ result: z.unknown() }),
])

export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
  } catch (cause) {
    throw apiError('RPC_UNAVAILABLE', { cause })
  }
  const body = responseSchema.safeParse(await response.json().catch(() => null))
  if (!body.success) throw apiError('RPC_UNAVAILABLE')
  if ('error' in body.data) {
    const { code, message } = body.data.error
    throw apiError('RPC_ERROR', { message, body: { rpcCode: code } })
  }
  return body.data.result
}
