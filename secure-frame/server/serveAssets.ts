/**
 * Serves a Vite build's hashed assets (immutable) from `<distDir>/assets`. A script may be a
 * worker's, and a worker's CSP is the one its script came with: the frame worker fetches the
 * frame's own API (wallet shares, KEYS.md) and imports its chunks, so scripts get a CSP that
 * allows exactly that, same origin only; everything else keeps the default deny-all.
 */
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

export const WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export function serveAssets(app: FastifyInstance, distDir: string): void {
  app.get('/assets/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) return reply.code(404).send()
    const type = contentTypes[extname(file)]
    if (!type) return reply.code(404).send()
    try {
      const body = await readFile(join(distDir, 'assets', file))
      if (type.startsWith('text/javascript'))
        reply.header('content-security-policy', WORKER_CONTENT_SECURITY_POLICY)
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body)
    } catch {
      return reply.code(404).send()
    }
  })
}
