/**
 * POST /api/rpc (signed in): one JSON-RPC request of the user's, answered as `{result}`; and
 * POST /api/rpc/send-raw: a transaction the frame's worker signed, sent to the chain; and
 * POST /api/rpc/solana-send: a Solana transaction the worker signed, sent to a configured cluster;
 * POST /api/rpc/bundler: the smart account's bundler and sponsor calls (forwardBundlerRpc.ts).
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { chainIdInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { authenticateRequest } from '../session/authenticateRequest.ts'
import { executeRpc } from './executeRpc.ts'
import { bundlerRpcSchema, forwardBundlerRpc } from './forwardBundlerRpc.ts'
import { sendRawTransaction } from './sendRawTransaction.ts'
import { sendSolanaTransaction } from './sendSolanaTransaction.ts'

const rpcSchema = z.object({
  chainId: chainIdInput,
  method: z.string().min(1).max(100),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  approved: z.boolean().optional(),
})

/** A signed transaction's bytes, 0x-hex, up to 128 KiB (the node's own limit). */
const sendRawSchema = z.object({
  chainId: chainIdInput,
  transaction: z
    .string()
    .max(2 + 2 * 128 * 1024)
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/),
})

/** A signed Solana transaction, base64, up to the cluster's 1232-byte packet (with slack). */
const solanaSendSchema = z.object({
  chain: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
  transaction: z
    .string()
    .min(4)
    .max(4 * 1024)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
})

export function registerRpcRoutes(api: FastifyInstance, ctx: FrameContext): void {
  api.post('/rpc', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    const result = await executeRpc(ctx, auth, parseInput(rpcSchema, request.body))
    return { result: result ?? null }
  })
  api.post('/rpc/send-raw', async (request) => {
    await authenticateRequest(ctx, request)
    const result = await sendRawTransaction(ctx, parseInput(sendRawSchema, request.body))
    return { result: result ?? null }
  })
  api.post('/rpc/bundler', async (request) => {
    await authenticateRequest(ctx, request)
    const result = await forwardBundlerRpc(ctx, parseInput(bundlerRpcSchema, request.body))
    return { result: result ?? null }
  })
  api.post('/rpc/solana-send', async (request) => {
    await authenticateRequest(ctx, request)
    const result = await sendSolanaTransaction(ctx, parseInput(solanaSendSchema, request.body))
    return { result: result ?? null }
  })
}
