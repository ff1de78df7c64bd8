/**
 * The session routes (signed in): the current user (with its smart account on a chain with a
 * bundler), sign-out and the session's EVM chain.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requireFrameChain } from '../config/requireFrameChain.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { chainIdInput, emptyInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { toFrameApiUser } from '../users/userRecord.ts'
import { withUserSmartAccount } from '../wallet/readUserSmartAccount.ts'
import { authenticateRequest } from './authenticateRequest.ts'

const chainSchema = z.object({ chainId: chainIdInput })

export function registerSessionRoutes(api: FastifyInstance, ctx: FrameContext): void {
  api.get('/session', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    const user = toFrameApiUser(auth.user, auth.chainId)
    return { user: await withUserSmartAccount(ctx.chains, user, auth.user.evm_address) }
  })

  api.post('/session/sign-out', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    parseInput(emptyInput, request.body)
    await ctx.db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
      auth.sessionId,
      new Date(ctx.clock()),
    ])
    return {}
  })

  api.post('/session/chain', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    const { chainId } = parseInput(chainSchema, request.body)
    requireFrameChain(ctx.chains, chainId)
    await ctx.db.query('UPDATE sessions SET chain_id = $2 WHERE id = $1', [auth.sessionId, chainId])
    return { chainId }
  })
}
