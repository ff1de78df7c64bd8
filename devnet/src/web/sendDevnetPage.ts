/**
 * An HTML page of a devnet service that stands in for a third party's hosted page (the sandbox
 * on-ramp's checkout, the Farcaster app): never cached, its only style allowed by a fresh
 * nonce, forms posting only to itself, never framed, no referrer sent.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyReply } from 'fastify'

export function sendDevnetPage(
  reply: FastifyReply,
  status: number,
  render: (nonce: string) => string,
) {
  const nonce = randomBytes(16).toString('base64')
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(render(nonce))
}
