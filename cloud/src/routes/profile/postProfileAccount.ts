/**
 * POST /v1/profile/account (SPEC §7): registers a name. Body {coin_type, address, message,
 * signature}: `message` is the JSON string {name, attributes, timestamp} the address signed
 * (personal_sign). The signature must match the address (viem), the timestamp be recent, the
 * name follow SPEC §5 under .reown.id or .wcn.id. One owner per name: the label is the primary
 * key and the two rows of a registration are written in one transaction, so concurrent
 * registrations of one name give exactly one owner. The owner may re-sign to change
 * attributes. 201 for a new name, 200 for an update, 409 NAME_TAKEN for another owner's.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAddressParam } from '../../http/addressParams.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { nameSchema } from '../../names/nameRules.ts'
import { registerName } from '../../names/nameStore.ts'
import {
  assertFresh,
  jsonMessage,
  signatureSchema,
  timestampSchema,
} from '../../signatures/signedMessage.ts'
import { verifyAddressSignature } from '../../signatures/verifyAddressSignature.ts'

/** ENSIP-11: coin type 60 is Ethereum; 0x80000000 | chainId any other EVM chain. */
const ENSIP11_BASE = 0x80000000
export const coinTypeSchema = z
  .number()
  .int()
  .refine((n) => n === 60 || (n > ENSIP11_BASE && n <= 0xffffffff), 'Expected an EVM coin type')

export const nameAttributesSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_.-]{0,31}$/), z.string().max(1024))
  .refine((a) => Object.keys(a).length <= 16, 'At most 16 attributes')

export const registerNameBody = z.object({
  coin_type: coinTypeSchema,
  address: evmAddressParam,
  message: jsonMessage(
    z.object({
      name: nameSchema,
      attributes: nameAttributesSchema.default({}),
      timestamp: timestampSchema,
    }),
  ),
  signature: signatureSchema,
})

export function registerPostProfileAccount(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/profile/account',
    rateLimit: 'write',
    access: 'project',
    query: projectQuery,
    body: registerNameBody,
    handler: async ({ body, reply, request }) => {
      const { name, attributes, timestamp } = body.message.value
      assertFresh(timestamp, ctx.now())
      const chainId = body.coin_type === 60 ? null : body.coin_type - ENSIP11_BASE
      const chains = ctx.chains.chains.filter((c) => chainId === null || c.id === chainId)
      const valid = await verifyAddressSignature({
        address: body.address,
        message: body.message.text,
        signature: body.signature,
        clients: chains.map((c) => ctx.chains.client(c)),
      })
      if (!valid) throw createCloudError('SIGNATURE_INVALID')
      const { created, profile } = await registerName(ctx.db, {
        label: name.label,
        address: body.address,
        coinType: body.coin_type,
        attributes,
      })
      ctx.caches.identity.delete(body.address.toLowerCase())
      request.log.info({ name: profile.name, created }, 'name registered')
      return reply.code(created ? 201 : 200).send(profile)
    },
  })
}
