/** Serves a Vite build's hashed assets (immutable) from `<distDir>/assets`. */
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

export function serveAssets(app: FastifyInstance, distDir: string): void {
  app.get('/assets/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) return reply.code(404).send()
    const type = contentTypes[extname(file)]
    if (!type) return reply.code(404).send()
    try {
      const body = await readFile(join(distDir, 'assets', file))
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body)
    } catch {
      return reply.code(404).send()
    }
  })
}
