/**
 * Serves the built demo dapp (origin A) with its configuration embedded in the page. No other
 * site may frame it (a page that frames a dapp can lay its own UI over the dapp's buttons), and
 * every answer carries the servers' shared security headers.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveAssets } from '@portico/secure-frame/server'
import { missingSecurityHeaders } from '@portico/shared'
import Fastify from 'fastify'

export interface DemoServerOptions {
  host: string
  port: number
  distDir: string
  config: {
    projectId: string
    frameUrl: string
    apiUrl: string
    relayUrl: string
    /** `usdtStyleTokens`: token contracts whose transfer returns nothing (tUSD on devnet). */
    chains: { id: number; name: string; rpcUrl: string; usdtStyleTokens?: string[] }[]
    /** The local Solana cluster (the demo adds it with `?solana`). */
    solana?: { caip2: string; rpcUrl: string }
    /** The second local cluster (the demo lists it beside the first with `?solana`). */
    solana2?: { caip2: string; rpcUrl: string }
    /** The regtest node (the demo adds it with `?bitcoin`). */
    bitcoin?: { caip2: string; nodeUrl: string }
  }
}

export async function createDemoServer(options: DemoServerOptions) {
  const indexFile = join(options.distDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`The demo is not built: ${indexFile} is missing`)
  const config = JSON.stringify(options.config).replaceAll('<', '\\u003c')
  const html = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<script type="application/json" id="portico-demo-config">${config}</script></head>`,
  )
  const app = Fastify({ logger: false })
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of missingSecurityHeaders((n) => reply.hasHeader(n)))
      reply.header(name, value)
    return payload
  })
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The page runs its scripts; only framing is refused (the header for older browsers too).
      .header('content-security-policy', "frame-ancestors 'none'")
      .header('x-frame-options', 'DENY')
      .send(html),
  )
  serveAssets(app, options.distDir)
  const url = await app.listen({ host: options.host, port: options.port })
  return { url, stop: () => app.close() }
}
