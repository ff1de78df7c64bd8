/**
 * POST /v1/sessions/{address}/revoke (SPEC §7), body {pci, signature}: the account signs the
 * pci itself (personal_sign). → {success: true, session}; revoking twice keeps the first time.
 * 401 for a signature of another account, 404 for a pci this project and account do not have.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAccountParam } from '../../http/addressParams.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { revokeSession } from '../../sessions/sessionStore.ts'
import { signatureSchema } from '../../signatures/signedMessage.ts'
import { verifyAddressSignature } from '../../signatures/verifyAddressSignature.ts'

export const pciSchema = z.string().regex(/^0x[0-9a-f]{64}$/, 'Invalid pci')

export function registerPostRevokeSession(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/sessions/:address/revoke',
    rateLimit: 'write',
    access: 'project',
    params: z.object({ address: evmAccountParam }),
    query: projectQuery,
    body: z.object({ pci: pciSchema, signature: signatureSchema }),
    handler: async ({ params, query, body }) => {
      const valid = await verifyAddressSignature({
        address: params.address,
        message: body.pci,
        signature: body.signature,
        clients: ctx.chains.chains.map((c) => ctx.chains.client(c)),
      })
      if (!valid) throw createCloudError('SIGNATURE_INVALID')
      const session = await revokeSession(ctx.db, query.projectId, params.address, body.pci)
      if (!session) throw createCloudError('SESSION_NOT_FOUND', { details: body.pci })
      return { success: true, session }
    },
  })
}
