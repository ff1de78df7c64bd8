/**
 * GET /public/getSocialImage/{provider}: a social login provider's brand icon (google, github,
 * apple, facebook, x, discord, farcaster) from simple-icons, for the modal's social buttons.
 * Same access, caching and formats (SVG, or PNG with `format=png`) as the other public images;
 * any other provider is not found.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { logoQuery, sendLogo } from '../../icons/sendLogo.ts'
import { isSocialIconProvider, loadSocialIcon } from '../../icons/socialIcons.ts'

export function registerGetSocialImage(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/public/getSocialImage/:provider',
    access: 'project',
    params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/, 'Invalid provider') }),
    query: logoQuery,
    handler: async ({ params, query, reply }) => {
      const svg = isSocialIconProvider(params.provider)
        ? await loadSocialIcon(params.provider)
        : undefined
      if (!svg) throw createCloudError('SOCIAL_PROVIDER_NOT_FOUND', { details: params.provider })
      return sendLogo(reply, svg, query.format)
    },
  })
}
