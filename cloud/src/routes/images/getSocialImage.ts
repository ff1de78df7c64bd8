/**
 * GET /public/getSocialImage/{provider}: a social login provider's brand icon (google, github,
 * apple, facebook, x, discord, farcaster) from simple-icons, for the modal's social buttons.
 * Same access and caching as the other public images; any other provider is not found.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { sendSvg } from '../../http/sendSvg.ts'
import { isSocialIconProvider, loadSocialIcon } from '../../icons/socialIcons.ts'

export function registerGetSocialImage(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/public/getSocialImage/:provider',
    access: 'project',
    params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/, 'Invalid provider') }),
    query: projectQuery,
    handler: async ({ params, reply }) => {
      const svg = isSocialIconProvider(params.provider)
        ? await loadSocialIcon(params.provider)
        : undefined
      if (!svg) throw createCloudError('SOCIAL_PROVIDER_NOT_FOUND', { details: params.provider })
      return sendSvg(reply, svg)
    },
  })
}
