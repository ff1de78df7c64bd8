/**
 * JSON-RPC 2.0 framing shared by the HTTP endpoint and the PubSub socket: parse errors,
 * invalid requests, unknown methods and batches answered with the standard codes.
 */
import { RPC_ERROR, SolanaRpcError } from './solanaRpcError.ts'

export type JsonRpcId = string | number | null
export interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: JsonRpcId
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}
export type CallHandler = (method: string, params: unknown) => unknown

const failure = (id: JsonRpcId, error: SolanaRpcError): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: error.toJson(),
})

function isId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || typeof value === 'number'
}

export function handleCall(request: unknown, call: CallHandler): JsonRpcResponse {
  const r = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const id = r && typeof r === 'object' && isId(r.id) ? r.id : null
  if (!r || typeof r !== 'object' || r.jsonrpc !== '2.0' || typeof r.method !== 'string')
    return failure(id, new SolanaRpcError(RPC_ERROR.invalidRequest, 'Invalid request'))
  if (r.params !== undefined && !Array.isArray(r.params))
    return failure(id, new SolanaRpcError(RPC_ERROR.invalidParams, 'Invalid params: not an array'))
  try {
    return { jsonrpc: '2.0', id, result: call(r.method, r.params) }
  } catch (error) {
    if (error instanceof SolanaRpcError) return failure(id, error)
    const message = error instanceof Error ? error.message : String(error)
    return failure(id, new SolanaRpcError(RPC_ERROR.internalError, `Internal error: ${message}`))
  }
}

/** Answers a request body: one call, or a batch (an array of calls). */
export function handleJsonRpc(
  body: string,
  call: CallHandler,
): JsonRpcResponse | JsonRpcResponse[] {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return failure(null, new SolanaRpcError(RPC_ERROR.parseError, 'Parse error'))
  }
  if (Array.isArray(request)) {
    if (request.length === 0)
      return failure(null, new SolanaRpcError(RPC_ERROR.invalidRequest, 'Invalid request'))
    return request.map((one) => handleCall(one, call))
  }
  return handleCall(request, call)
}

export const methodNotFound = () => new SolanaRpcError(RPC_ERROR.methodNotFound, 'Method not found')
