/**
 * Sends a logo in the format the client asked for (`format` in the query, issue 19): the SVG as
 * it is (the default), or `png`, rasterised once per process (rasterizeLogo). The PNG answer has
 * the SVG answer's caching (a day, a week stale, its own ETag and 304) and is never sniffed.
 */
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { projectQuery } from '../http/queryValues.ts'
import { etagMatches, SVG_CACHE_CONTROL, sendSvg } from '../http/sendSvg.ts'
import { rasterizeLogo } from './rasterizeLogo.ts'

export const logoFormatSchema = z.enum(['svg', 'png'])
export type LogoFormat = z.infer<typeof logoFormatSchema>

/** The query of the logo routes: every API call's fields and the optional format. */
export const logoQuery = projectQuery.extend({ format: logoFormatSchema.optional() })

export async function sendLogo(
  reply: FastifyReply,
  svg: string,
  format: LogoFormat = 'svg',
): Promise<FastifyReply> {
  if (format === 'svg') return sendSvg(reply, svg)
  const { png, etag } = await rasterizeLogo(svg)
  reply
    .header('cache-control', SVG_CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
  if (etagMatches(reply.request.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply.type('image/png').send(png)
}
