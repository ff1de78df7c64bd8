/**
 * The secure frame's server (origin B): serves the frame app, templating /sdk with the
 * project's allowlist (read from the cloud API) and a frame-ancestors CSP built from it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { z } from 'zod'
import { fetchProjectAllowlist, type ProjectAllowlist } from './fetchProjectAllowlist.ts'
import { serveAssets } from './serveAssets.ts'

export interface FrameServerOptions {
  host: string
  port: number
  /** Base URL of the cloud API that holds projects and allowlists. */
  cloudUrl: string
  /** Built frame app (vite build output). */
  distDir: string
  logger?: boolean
}

export interface RunningFrameServer {
  url: string
  app: FastifyInstance
  stop(): Promise<void>
}

const sdkQuerySchema = z.object({
  projectId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  chainId: z.string().max(80).optional(),
  version: z.string().max(8).optional(),
  enableLogger: z.string().max(8).optional(),
})

export async function createFrameServer(options: FrameServerOptions): Promise<RunningFrameServer> {
  const indexFile = join(options.distDir, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(`The secure frame app is not built: ${indexFile} is missing`)
  const template = readFileSync(indexFile, 'utf8')
  const allowlists = new Map<string, { value: ProjectAllowlist | null; at: number }>()
  const allowlistFor = async (projectId: string) => {
    const cached = allowlists.get(projectId)
    if (cached && Date.now() - cached.at < 10_000) return cached.value
    const value = await fetchProjectAllowlist(options.cloudUrl, projectId)
    allowlists.set(projectId, { value, at: Date.now() })
    return value
  }

  const app = Fastify({ logger: options.logger ? { level: 'info' } : false })
  app.get('/health', async () => ({ status: 'ok' }))

  app.get('/sdk', async (request, reply) => {
    const query = sdkQuerySchema.safeParse(request.query)
    if (!query.success) return reply.code(400).type('text/plain').send('Invalid project id')
    const project = await allowlistFor(query.data.projectId)
    const allowedOrigins = project?.allowedOrigins ?? []
    const config = JSON.stringify({ projectId: query.data.projectId, allowedOrigins }).replaceAll(
      '<',
      '\\u003c',
    )
    const html = template.replace(
      '</head>',
      `<script type="application/json" id="portico-frame-config">${config}</script></head>`,
    )
    reply
      .header('content-security-policy', contentSecurityPolicy(allowedOrigins))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
    return reply.code(project ? 200 : 404).send(html)
  })

  serveAssets(app, options.distDir)

  const url = await app.listen({ host: options.host, port: options.port })
  return { url, app, stop: () => app.close() }
}

export function contentSecurityPolicy(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length ? allowedOrigins.join(' ') : "'none'"
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}
