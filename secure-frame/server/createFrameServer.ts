/**
 * The secure frame's server (origin B): serves the frame app, templating /sdk with the
 * project's allowlist (read from the cloud API) and a frame-ancestors CSP built from it, and
 * the frame app's own API (e-mail login, device approval, sessions, RPC; see http/registerApi).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectIdSchema, toFrameAncestorSources } from '@portico/shared'
import Fastify, { type FastifyInstance } from 'fastify'
import { z } from 'zod'
import { embeddedFrameConfigSchema } from '../app/frameConfigSchema.ts'
import { frameChainIds, smartAccountChainsOf } from './config/requireFrameChain.ts'
import {
  type FrameChain,
  type FrameSolanaCluster,
  resolveScaleSettings,
  type SmtpSettings,
} from './config/resolveFrameServerConfig.ts'
import { createFrameContext } from './context/createFrameContext.ts'
import type { FrameDatabase } from './db/openFrameDatabase.ts'
import { type PurgeSchedule, schedulePurges } from './db/schedulePurges.ts'
import { registerDeviceApprovalRoutes } from './device/deviceApprovalRoutes.ts'
import { addSecurityHeaders } from './http/addSecurityHeaders.ts'
import { inlineScriptHashes } from './http/inlineScriptHashes.ts'
import { API_BODY_LIMIT, registerApi } from './http/registerApi.ts'
import type { LoginRateLimitSettings } from './limits/createLoginRateLimits.ts'
import { limitPageByIp } from './limits/limitPageByIp.ts'
import { createAllowlistLookup } from './project/createAllowlistLookup.ts'
import { serveAssets } from './serveAssets.ts'
import { registerSocialCallbackRoutes } from './social/socialRoutes.ts'

export interface FrameServerOptions {
  host: string
  port: number
  /** Base URL of the cloud API that holds projects and allowlists. */
  cloudUrl: string
  /** Built frame app (vite build output). */
  distDir: string
  logger?: boolean
  /**
   * Where the database (`pglite/`), the master key (`master.key`) and the session signing key
   * live; undefined keeps all three in memory (tests, ephemeral stacks).
   */
  dataDir?: string
  /** SMTP for login mails; unset fields come from PORTICO_SMTP_*, then the devnet mail catcher. */
  smtp?: Partial<SmtpSettings>
  /** EVM chains the frame signs for, with their RPC URLs; the first is a new session's chain. */
  chains?: readonly FrameChain[]
  /** Solana clusters (CAIP-2 id, RPC URL) the frame sends for (default: the devnet's; [] none). */
  solanaClusters?: readonly FrameSolanaCluster[]
  /** The frame's public origin, for the device-approval link; defaults to the listening URL. */
  publicOrigin?: string
  /** Where PORTICO_SMTP_* and PORTICO_FRAME_MASTER_KEY are read (default `process.env`). */
  env?: Record<string, string | undefined>
  /** Time source in ms (default `Date.now`); tests move it forward. */
  clock?: () => number
  /** How long POST /api/email/device-wait holds a request (default 25 s). */
  deviceWaitTimeoutMs?: number
  /** Sign In With Farcaster's relay and registry RPC (else PORTICO_FARCASTER_*, the devnet's). */
  farcaster?: { relayUrl?: string; rpcUrl?: string }
  /** How long POST /api/farcaster/wait holds a request (default 20 s). */
  farcasterWaitMs?: number

  // Running several instances (each falls back to its PORTICO_* variable, see FrameScaleSettings).
  /** postgres://… shared by every instance (PORTICO_FRAME_DATABASE_URL); else PGlite. */
  databaseUrl?: string
  /** redis://… for the proof replay cache and rate limits (PORTICO_REDIS_URL); else memory. */
  redisUrl?: string
  /** File holding the base64 master key (PORTICO_FRAME_MASTER_KEY_FILE). */
  masterKeyFile?: string
  /** PKCS#8 PEM Ed25519 session-signing key file (PORTICO_FRAME_SESSION_KEY_FILE). */
  sessionKeyFile?: string
  /** Request budgets: the API's, the login and code routes' (default DEFAULT_LOGIN_RATE_LIMITS). */
  rateLimits?: Partial<LoginRateLimitSettings>
  /**
   * Behind a proxy or load balancer (PORTICO_FRAME_TRUST_PROXY): true, or the proxies' addresses,
   * so rate limits count client IPs rather than the proxy's.
   */
  trustProxy?: boolean | string
  /** How often a waiting instance tries to take the purge lease (default 10 s). */
  purgeLeaseRetryMs?: number
  /** Shared database: how often a device-wait looks for an approval made elsewhere (1 s). */
  deviceApprovalPollMs?: number
  /** Social login providers (else PORTICO_FRAME_SOCIAL; see social/socialSettings.ts). */
  social?: unknown
  /** How long a social claim waits for its callback (default 3 s). */
  socialClaimWaitMs?: number
}

export interface RunningFrameServer {
  url: string
  app: FastifyInstance
  /** The frame's database (tests and tools read it). */
  db: FrameDatabase
  /** Whether this instance holds the purge lease (always, on PGlite). */
  readonly purging: boolean
  stop(): Promise<void>
}

const sdkQuerySchema = z.object({
  projectId: projectIdSchema,
  chainId: z.string().max(80).optional(),
  version: z.string().max(8).optional(),
  enableLogger: z.string().max(8).optional(),
})

export async function createFrameServer(options: FrameServerOptions): Promise<RunningFrameServer> {
  const indexFile = join(options.distDir, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(`The secure frame app is not built: ${indexFile} is missing`)
  const template = readFileSync(indexFile, 'utf8')
  // The config goes before the page's own </head>, the last one: the inline entry's code, which
  // comes earlier, may hold that text too.
  const headEnd = template.lastIndexOf('</head>')
  if (headEnd < 0) throw new Error(`${indexFile} has no </head>`)
  const [pageHead, pageRest] = [template.slice(0, headEnd), template.slice(headEnd)]
  const scriptSources = inlineScriptHashes(template)
  const allowlists = createAllowlistLookup(options.cloudUrl)
  let listeningUrl = ''
  let onConnectionError = (_error: Error) => {}
  const env = options.env ?? process.env
  const scale = resolveScaleSettings(options, env)
  const ctx = await createFrameContext({
    ...options,
    env,
    allowlists,
    publicOrigin: () => options.publicOrigin ?? listeningUrl,
    onConnectionError: (error) => onConnectionError(error),
  })

  const app = Fastify({
    bodyLimit: API_BODY_LIMIT,
    trustProxy: scale.trustProxy ?? false,
    logger: options.logger
      ? {
          level: 'info',
          // Approval links carry their token in the query: log paths only.
          serializers: { req: (req) => ({ method: req.method, url: req.url?.split('?')[0] }) },
        }
      : false,
  })
  onConnectionError = (error) => app.log.warn({ err: error }, 'a shared connection dropped')
  addSecurityHeaders(app)
  let purges: PurgeSchedule | undefined
  app.addHook('onReady', async () => {
    // Rows that can no longer be used are deleted at start and then every hour, by one instance.
    purges = schedulePurges({
      db: ctx.db,
      databaseUrl: scale.databaseUrl,
      clock: ctx.clock,
      leaseRetryMs: options.purgeLeaseRetryMs,
      onError: (error, what) => app.log.error({ err: error }, what),
    })
  })
  app.addHook('preClose', async () => {
    ctx.deviceWaiters.closeAll()
    await purges?.stop()
  })
  app.addHook('onClose', async () => {
    await ctx.close()
  })
  app.get('/health', async () => ({ status: 'ok' }))

  app.get('/sdk', { onRequest: limitPageByIp(ctx) }, async (request, reply) => {
    const query = sdkQuerySchema.safeParse(request.query)
    if (!query.success) return reply.code(400).type('text/plain').send('Invalid project id')
    const project = await allowlists.get(query.data.projectId)
    const allowedOrigins = project?.allowedOrigins ?? []
    const localhostAnyPort = project?.localhostAnyPort ?? false
    // The app checks every chain a host asks for against the server's own list. The page reads
    // this without a schema (frameConfig.ts): it is checked here, where the cloud's allowlist and
    // the server's settings meet.
    const config = embeddedFrameConfigSchema.safeParse({
      projectId: query.data.projectId,
      allowedOrigins,
      localhostAnyPort,
      chainIds: frameChainIds(ctx.chains),
      solanaChains: ctx.solanaClusters.map((c) => c.chain),
      // The chains with a bundler: the e-mail wallet is a smart account there (issue 24).
      smartAccountChains: smartAccountChainsOf(ctx.chains),
    })
    if (!config.success) {
      request.log.error({ issues: config.error.issues }, 'the frame page config is invalid')
      return reply.code(500).type('text/plain').send('The secure frame is misconfigured')
    }
    const configJson = JSON.stringify(config.data).replaceAll('<', '\\u003c')
    const html = `${pageHead}<script type="application/json" id="portico-frame-config">${configJson}</script>${pageRest}`
    reply
      .header(
        'content-security-policy',
        contentSecurityPolicy(
          toFrameAncestorSources({ allowedOrigins, localhostAnyPort }),
          scriptSources,
        ),
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
    return reply.code(project ? 200 : 404).send(html)
  })

  serveAssets(app, options.distDir)
  registerDeviceApprovalRoutes(app, ctx)
  await registerSocialCallbackRoutes(app, ctx)
  await registerApi(app, ctx)

  try {
    listeningUrl = await app.listen({ host: options.host, port: options.port })
  } catch (error) {
    await app.close()
    throw error
  }
  return {
    url: listeningUrl,
    app,
    db: ctx.db,
    get purging() {
      return purges?.active ?? false
    },
    stop: () => app.close(),
  }
}

/**
 * The frame page's CSP; `frameAncestors` are CSP sources (toFrameAncestorSources), and
 * `inlineScripts` the hashes of the page's inline scripts (inlineScriptHashes).
 */
export function contentSecurityPolicy(
  frameAncestors: readonly string[],
  inlineScripts: readonly string[] = [],
): string {
  const ancestors = frameAncestors.length ? frameAncestors.join(' ') : "'none'"
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}
