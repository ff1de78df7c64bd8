/**
 * POST /v1/sessions/{address}: stores a smart-account permission session. Body {message,
 * signature}: `message` is the JSON string {chainId (CAIP-2), expiry (unix s), permissions,
 * policies, signer?, pci?, timestamp} the account signed. → 201 with the session and its pci:
 * the message's (a wallet that granted the session on chain under that id) or a new random one;
 * 409 SESSION_EXISTS when the pci is taken.
 * SPEC §7 lists only the read and revoke calls; this is how a session gets in.
 */
import { caipNetworkIdSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAccountParam } from '../../http/addressParams.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { createSession } from '../../sessions/sessionStore.ts'
import {
  assertFresh,
  jsonMessage,
  MAX_UNIX_SECONDS,
  signatureSchema,
  timestampSchema,
} from '../../signatures/signedMessage.ts'
import { verifyAddressSignature } from '../../signatures/verifyAddressSignature.ts'

const permissionSchema = z.object({
  type: z.string().min(1).max(64),
  data: z.unknown(),
})

export const sessionMessageSchema = z.object({
  chainId: caipNetworkIdSchema.check(
    z.refine((c) => c.startsWith('eip155:'), 'Expected an EVM chain'),
  ),
  expiry: z.number().int().positive().max(MAX_UNIX_SECONDS),
  permissions: z.array(permissionSchema).min(1).max(32),
  policies: z.array(z.unknown()).max(32).default([]),
  signer: z.object({ type: z.string().min(1).max(64), data: z.unknown() }).optional(),
  /** The id of the session on chain (PorticoSessionAccount), when the wallet granted it there. */
  pci: z
    .string()
    .regex(/^0x[0-9a-f]{64}$/, 'Invalid pci')
    .optional(),
  timestamp: timestampSchema,
})

export const sessionSchema = z.object({
  pci: z.string(),
  address: z.string(),
  chainId: z.string(),
  signer: z.unknown(),
  permissions: z.array(z.unknown()),
  policies: z.array(z.unknown()),
  expiry: z.number(),
  createdAt: z.number(),
  revokedAt: z.number().nullable(),
})

export function registerPostSession(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/sessions/:address',
    rateLimit: 'write',
    access: 'project',
    params: z.object({ address: evmAccountParam }),
    query: projectQuery,
    body: z.object({ message: jsonMessage(sessionMessageSchema), signature: signatureSchema }),
    handler: async ({ params, query, body, reply }) => {
      const message = body.message.value
      assertFresh(message.timestamp, ctx.now())
      if (message.expiry * 1000 <= ctx.now())
        throw createCloudError('MESSAGE_EXPIRED', { details: 'expiry is in the past' })
      const chain = ctx.chains.byCaip2(message.chainId)
      const valid = await verifyAddressSignature({
        address: params.address,
        message: body.message.text,
        signature: body.signature,
        clients: chain ? [ctx.chains.client(chain)] : [],
      })
      if (!valid) throw createCloudError('SIGNATURE_INVALID')
      const session = await createSession(ctx.db, {
        pci: message.pci,
        projectId: query.projectId,
        address: params.address,
        chainId: message.chainId,
        signer: message.signer,
        permissions: message.permissions,
        policies: message.policies,
        expiry: message.expiry,
      })
      if (!session) throw createCloudError('SESSION_EXISTS', { details: message.pci })
      return reply.code(201).send(session)
    },
  })
}
