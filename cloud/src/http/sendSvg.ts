/**
 * Sends an SVG (a library logo or one we drew): cached a day by browsers and shared caches and
 * served stale for a week while revalidated, with an ETag so a revalidation costs a 304 and no
 * body; never sniffed, never allowed to run script (SVG can carry it), never framed.
 */
import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'

export const SVG_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

/** A strong ETag of the bytes: the same logo always has the same tag, on every instance. */
export function contentEtag(bytes: string | Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`
}

/** Whether an If-None-Match header names `etag` (weak or strong) or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*')
}

export function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  const etag = contentEtag(svg)
  reply
    .header('cache-control', SVG_CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SVG_CSP)
  if (etagMatches(reply.request.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply.type('image/svg+xml').send(svg)
}
