/** The Sign In With Farcaster routes: channel, wait (long poll) and login. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { emptyInput, originInput, projectIdInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { limitByIp } from '../limits/limitByIp.ts'
import { createWalletInput } from '../wallet/walletSchemas.ts'
import { completeFarcasterLogin } from './completeFarcasterLogin.ts'
import { startFarcasterLogin } from './startFarcasterLogin.ts'
import { waitForFarcasterLogin } from './waitForFarcasterLogin.ts'

const hostSchema = z.object({ projectId: projectIdInput, origin: originInput })
// `wallet`: a first login's new wallet (POST /api/wallet's body), as verify-otp takes it.
const loginSchema = hostSchema.extend({ wallet: createWalletInput.optional() })

export function registerFarcasterRoutes(api: FastifyInstance, ctx: FrameContext): void {
  const perIp = { onRequest: limitByIp(ctx) }
  api.post('/farcaster/channel', perIp, async (request) =>
    startFarcasterLogin(ctx, parseInput(hostSchema, request.body), request.deviceId),
  )

  api.post('/farcaster/wait', async (request, reply) => {
    parseInput(emptyInput, request.body)
    const gone = new AbortController()
    reply.raw.once('close', () => gone.abort())
    return waitForFarcasterLogin(ctx, request.deviceId, gone.signal)
  })

  api.post('/farcaster/login', perIp, async (request) =>
    completeFarcasterLogin(
      ctx,
      parseInput(loginSchema, request.body),
      request.deviceId,
      request.headers['user-agent'],
    ),
  )
}
