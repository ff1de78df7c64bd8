/** POST /api/rpc (signed in): one JSON-RPC request of the user's, answered as `{result}`. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { chainIdInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { authenticateRequest } from '../session/authenticateRequest.ts'
import { executeRpc } from './executeRpc.ts'

const rpcSchema = z.object({
  chainId: chainIdInput,
  method: z.string().min(1).max(100),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  approved: z.boolean().optional(),
})

export function registerRpcRoutes(api: FastifyInstance, ctx: FrameContext): void {
  api.post('/rpc', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    const result = await executeRpc(ctx, auth, parseInput(rpcSchema, request.body))
    return { result: result ?? null }
  })
}
