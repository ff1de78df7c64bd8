/**
 * Serves the built demo WalletConnect wallet (devnet/wallet) with its configuration embedded
 * in the page, at `/` and at `/wc` (the target of `…/wc?uri=<wc: URI>` links). A Content
 * Security Policy limits the page's connections to the relay and the chains' RPCs, so the
 * browser itself keeps the wallet on the configured (loopback) services. With a Bitcoin node,
 * the page reaches it through this server (bitcoinNodeProxy.ts: bcoin sends no CORS headers).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveAssets } from '@portico/secure-frame/server'
import Fastify from 'fastify'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import { repoRoot } from '../config.ts'
import { BITCOIN_NODE_PROXY_PATH, registerBitcoinNodeProxy } from './bitcoinNodeProxy.ts'

/** Where `vite build -c devnet/wallet/vite.config.ts` writes the page. */
export const demoWalletDistDir = join(repoRoot, 'devnet/wallet/dist')

export interface DemoWalletConfig {
  projectId: string
  /** The WalletConnect relay, e.g. ws://127.0.0.1:4200. */
  relayUrl: string
  /** EVM chains the wallet signs and sends on; the accounts are the same on each. */
  chains: { id: number; name: string; rpcUrl: string }[]
  /** Solana networks (CAIP-2) to offer besides mainnet and devnet, e.g. a local validator. */
  solana?: { chains?: string[] }
  /** Where the wallet's keys come from; defaults to DEVNET_MNEMONIC, anvil's funded accounts. */
  mnemonic?: string
  /** The Bitcoin regtest network (CAIP-2) and its node, for bip122 sessions on it. */
  bitcoin?: { caip2: string; nodeUrl: string }
}

export interface DemoWalletServerOptions {
  host: string
  port: number
  /** The built page; usually `demoWalletDistDir`. */
  distDir: string
  config: DemoWalletConfig
}

export interface RunningDemoWalletServer {
  url: string
  stop(): Promise<void>
}

export async function createDemoWalletServer(
  options: DemoWalletServerOptions,
): Promise<RunningDemoWalletServer> {
  const indexFile = join(options.distDir, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(`The demo wallet is not built: ${indexFile} is missing`)
  const config = { ...options.config, mnemonic: options.config.mnemonic ?? DEVNET_MNEMONIC }
  // The page asks the node through this server's proxy, on its own origin.
  const pageConfig = config.bitcoin
    ? { ...config, bitcoin: { ...config.bitcoin, nodeUrl: BITCOIN_NODE_PROXY_PATH } }
    : config
  // "<" escaped: a value containing "</script>" cannot end the JSON element.
  const json = JSON.stringify(pageConfig).replaceAll('<', '\\u003c')
  const html = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<script type="application/json" id="portico-wallet-config">${json}</script></head>`,
  )
  const csp = contentSecurityPolicy(config)
  const app = Fastify({ logger: false })
  if (config.bitcoin) registerBitcoinNodeProxy(app, config.bitcoin.nodeUrl)
  const page = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(html)
  app.get('/', page)
  app.get('/wc', page)
  const iconFile = join(options.distDir, 'icon.svg')
  app.get('/icon.svg', async (_request, reply) =>
    existsSync(iconFile)
      ? reply.type('image/svg+xml').send(readFileSync(iconFile))
      : reply.code(404).send(),
  )
  serveAssets(app, options.distDir)
  try {
    const url = await app.listen({ host: options.host, port: options.port })
    return { url, stop: () => app.close() }
  } catch (error) {
    await app.close()
    throw error
  }
}

/**
 * connect-src lists exactly the relay and the RPC origins ('self' holds the Bitcoin node's
 * proxy); images only from loopback.
 */
export function contentSecurityPolicy(config: Pick<DemoWalletConfig, 'relayUrl' | 'chains'>) {
  const origins = new Set<string>()
  const urls = [config.relayUrl, ...config.chains.map((c) => c.rpcUrl)]
  for (const url of urls) {
    try {
      const parsed = new URL(url)
      origins.add(`${parsed.protocol}//${parsed.host}`)
    } catch {
      // The page reports a malformed URL itself; it simply gets no connect-src entry.
    }
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: http://localhost:* http://127.0.0.1:*",
    `connect-src 'self' ${[...origins].join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
