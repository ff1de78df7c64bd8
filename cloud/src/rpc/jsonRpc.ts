/** JSON-RPC 2.0 shapes (SPEC §7 "Chain RPC"): requests in, responses from the upstream node. */
import { isJsonDepthWithin, RPC_BATCH_SIZE } from '@portico/shared'
import { z } from 'zod'

/** Far deeper than any real call's params (a typed-data message, a filter); a node is not a parser test. */
const RPC_PARAMS_MAX_DEPTH = 32

const idSchema = z.union([z.number(), z.string().max(128), z.null()])

export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema.optional(),
  method: z.string().min(1).max(128),
  params: z
    .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
    .refine((params) => isJsonDepthWithin(params, RPC_PARAMS_MAX_DEPTH), 'params nested too deep')
    .optional(),
})
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>

/** One request, or a batch of up to RPC_BATCH_SIZE. */
export const jsonRpcBodySchema = z.union([
  jsonRpcRequestSchema,
  z.array(jsonRpcRequestSchema).min(1).max(RPC_BATCH_SIZE),
])

export const jsonRpcResponseSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: idSchema.optional(),
    result: z.unknown().optional(),
    error: z
      .object({ code: z.number(), message: z.string(), data: z.unknown().optional() })
      .optional(),
  })
  .loose()
export type JsonRpcResponse = z.infer<typeof jsonRpcResponseSchema>

export function jsonRpcError(
  id: JsonRpcRequest['id'],
  code: number,
  message: string,
  data?: unknown,
): JsonRpcResponse {
  return {
    jsonrpc: '2.0',
    id: id ?? null,
    error: { code, message, ...(data === undefined ? {} : { data }) },
  }
}
