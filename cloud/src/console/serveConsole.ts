/**
 * Serves the console app (a Vite build) at /console/: index.html for the app's paths, hashed
 * assets as immutable files. The page may only talk to this origin and cannot be framed.
 */
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'

export const CONSOLE_PATH = '/console/'

const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ')

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

export function serveConsole(app: FastifyInstance, distDir: string): void {
  const page = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    try {
      const html = await readFile(join(distDir, 'index.html'), 'utf8')
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', CONSOLE_CSP)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(html)
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built: run `npm run build` (npm start builds it).')
    }
  }
  app.get('/console', (_request, reply) => reply.redirect(CONSOLE_PATH))
  app.get(CONSOLE_PATH, page)
  app.get('/console/projects/*', page)
  app.get('/console/assets/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file
    const type = contentTypes[extname(file)]
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.') || !type) return reply.code(404).send()
    try {
      const body = await readFile(join(distDir, 'assets', file))
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body)
    } catch {
      return reply.code(404).send()
    }
  })
}
