/**
 * The e-mail wallet's smart-account sessions (issue 24 part 3), signed in, on a chain where the
 * frame grants them (a bundler and PorticoSessionAccount configured):
 *
 *   POST /api/smart-sessions/list   {chainId, address}                      → {pcis: [session]}
 *   POST /api/smart-sessions/create {chainId, address, message, signature}  → the stored session
 *   POST /api/smart-sessions/revoke {chainId, address, pci, signature}      → {success, session}
 *
 * Each is the cloud's `/v1/sessions/{address}` route of the same name, for the session's project.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requireSmartAccountChain } from '../config/requireFrameChain.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { chainIdInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { authenticateRequest } from '../session/authenticateRequest.ts'
import { forwardToCloud } from './forwardToCloud.ts'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address')
const signature = z.string().regex(/^0x[0-9a-fA-F]{130,20000}$/, 'must be a signature')
const pci = z.string().regex(/^0x[0-9a-f]{64}$/, 'Invalid pci')

const listSchema = z.strictObject({ chainId: chainIdInput, address })
const createSchema = z.strictObject({
  chainId: chainIdInput,
  address,
  // The JSON text the account signed (the cloud parses and checks it).
  message: z
    .string()
    .min(2)
    .max(8 * 1024),
  signature,
})
const revokeSchema = z.strictObject({ chainId: chainIdInput, address, pci, signature })

/** The chain, if the frame grants sessions there. */
function requireSessionChain(ctx: FrameContext, chainId: number) {
  const chain = requireSmartAccountChain(ctx.chains, chainId)
  if (!chain.smartAccount.sessionAccountImplementation) throw apiError('CHAIN_NOT_SUPPORTED')
  return chain
}

export function registerSmartSessionRoutes(api: FastifyInstance, ctx: FrameContext): void {
  api.post('/smart-sessions/list', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    const input = parseInput(listSchema, request.body)
    requireSessionChain(ctx, input.chainId)
    return forwardToCloud(ctx, {
      method: 'GET',
      path: `/v1/sessions/${input.address}`,
      projectId: auth.projectId,
      origin: auth.origin,
    })
  })
  api.post('/smart-sessions/create', async (request, reply) => {
    const auth = await authenticateRequest(ctx, request)
    const input = parseInput(createSchema, request.body)
    requireSessionChain(ctx, input.chainId)
    const session = await forwardToCloud(ctx, {
      method: 'POST',
      path: `/v1/sessions/${input.address}`,
      projectId: auth.projectId,
      origin: auth.origin,
      body: { message: input.message, signature: input.signature },
    })
    return reply.code(201).send(session)
  })
  api.post('/smart-sessions/revoke', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    const input = parseInput(revokeSchema, request.body)
    requireSessionChain(ctx, input.chainId)
    return forwardToCloud(ctx, {
      method: 'POST',
      path: `/v1/sessions/${input.address}/revoke`,
      projectId: auth.projectId,
      origin: auth.origin,
      body: { pci: input.pci, signature: input.signature },
    })
  })
}
