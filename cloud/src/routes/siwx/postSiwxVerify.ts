/**
 * POST /v1/siwx/verify, body {message, signature}: `message` the CAIP-122 text the wallet
 * signed, `signature` hex (EVM), base58 (Solana) or base64 (Bitcoin BIP-322). Checks the
 * message (siwx/checkSiwxMessage.ts), then the signature with the family's verifier, then uses
 * up its nonce; → 201 {token, address, chainId, issuedAt, expiresAt}. Anything refused writes
 * nothing (a nonce is only used by a valid signature).
 */
import { siwxSessionResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { checkSiwxMessage } from '../../siwx/checkSiwxMessage.ts'
import { consumeSiwxNonce, createSiwxSession, SIWX_SESSION_MAX_S } from '../../siwx/siwxStore.ts'
import { verifySiwxSignature } from '../../siwx/verifySiwxSignature.ts'

export const siwxVerifyBodySchema = z.object({
  message: z.string().min(1).max(16_384),
  signature: z
    .string()
    .min(1)
    .max(16_384)
    .regex(/^(0x[0-9a-fA-F]+|[A-Za-z0-9+/]+={0,2})$/, 'Expected a hex, base58 or base64 signature'),
})

export function registerPostSiwxVerify(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/siwx/verify',
    rateLimit: 'write',
    access: 'project',
    query: projectQuery,
    body: siwxVerifyBodySchema,
    response: siwxSessionResponseSchema,
    handler: async ({ query, body, project, request, reply }) => {
      if (!project) throw createCloudError('SIWX_MESSAGE_INVALID')
      const nowMs = ctx.now()
      const message = checkSiwxMessage(body.message, project, request.headers.origin, nowMs)
      const namespace = message.chainId.split(':')[0] as 'eip155' | 'solana' | 'bip122'
      const chain = namespace === 'eip155' ? ctx.chains.byCaip2(message.chainId) : undefined
      const valid = await verifySiwxSignature({
        namespace,
        chainId: message.chainId,
        address: message.accountAddress,
        message: body.message,
        signature: body.signature,
        ...(chain ? { client: ctx.chains.client(chain) } : {}),
      })
      if (!valid) throw createCloudError('SIGNATURE_INVALID')
      const issuedAt = Math.floor(nowMs / 1000)
      const expiresAt = Math.min(
        issuedAt + SIWX_SESSION_MAX_S,
        message.expirationTime
          ? Math.floor(Date.parse(message.expirationTime) / 1000)
          : Number.POSITIVE_INFINITY,
      )
      const session = {
        address: message.accountAddress,
        chainId: message.chainId,
        issuedAt,
        expiresAt,
      }
      const token = await ctx.db.transaction(async (tx) => {
        if (!(await consumeSiwxNonce(tx, query.projectId, message.nonce, nowMs)))
          throw createCloudError('SIWX_NONCE_INVALID')
        return createSiwxSession(tx, {
          ...session,
          projectId: query.projectId,
          message: body.message,
          signature: body.signature,
        })
      })
      reply.code(201)
      return { token, ...session }
    },
  })
}
