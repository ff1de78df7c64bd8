/**
 * The demo wallet's narrow way to the bcoin regtest node. bcoin sends no CORS headers, so the
 * wallet's page (another origin) cannot read it; its own server forwards exactly what the
 * wallet core needs (bitcoin/wallet/regtestNodeClient.ts) and nothing else:
 * - GET  {BITCOIN_NODE_PROXY_PATH}/coin/address/:address — an address's UTXOs;
 * - POST {BITCOIN_NODE_PROXY_PATH}/ with a JSON-RPC body of estimatesmartfee, getnetworkinfo,
 *   sendrawtransaction (a signed transaction's hex) or getrawmempool.
 * Every path, method and body is checked with zod: anything else is a 400 (or 404 for another
 * path) and reaches no node. The node must be on loopback, like everything the stack runs.
 */
import { PorticoError } from '@portico/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'

/** Where the wallet page reaches the node: its own origin, so no CORS is needed. */
export const BITCOIN_NODE_PROXY_PATH = '/bitcoin-node'

/** How long a call to the node may take before the wallet gets a 502. */
const NODE_TIMEOUT_MS = 10_000

export class BitcoinNodeProxyError extends PorticoError {
  constructor(
    message: string,
    details?: string,
    code: 'BITCOIN_NODE_PROXY_INVALID' | 'BITCOIN_NODE_UNAVAILABLE' = 'BITCOIN_NODE_PROXY_INVALID',
  ) {
    super(message, { code, ...(details ? { details } : {}) })
    this.name = 'BitcoinNodeProxyError'
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The node's URL, refused unless it is http(s) on a loopback host. */
export function loopbackNodeUrl(nodeUrl: string): string {
  let url: URL
  try {
    url = new URL(nodeUrl)
  } catch {
    throw new BitcoinNodeProxyError('The Bitcoin node URL is not a URL', nodeUrl)
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname)
  if (!/^https?:$/.test(url.protocol) || !loopback)
    throw new BitcoinNodeProxyError('The Bitcoin node must be on a loopback address', nodeUrl)
  return url.origin
}

/** A regtest address in the wallets' (bcrt1…, m/n/2…) or bcoin's (rb1…) spelling. */
export const addressParamsSchema = z.object({
  address: z.string().regex(/^[a-zA-Z0-9]{26,90}$/, 'Expected a Bitcoin address'),
})

/** The JSON-RPC calls the wallet makes, with their exact params. */
export const nodeRpcBodySchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('estimatesmartfee'),
    params: z.tuple([z.number().int().min(1).max(1008)]),
  }),
  z.object({ method: z.literal('getnetworkinfo'), params: z.tuple([]).default([]) }),
  z.object({ method: z.literal('getrawmempool'), params: z.tuple([]).default([]) }),
  z.object({
    method: z.literal('sendrawtransaction'),
    params: z.tuple([
      z
        .string()
        .regex(/^([0-9a-f]{2})+$/, 'Expected a transaction in hex')
        .max(400_000),
    ]),
  }),
])

function replyError(reply: FastifyReply, status: number, failure: BitcoinNodeProxyError) {
  return reply.code(status).send({
    error: { code: failure.code, message: failure.shortMessage, details: failure.details },
  })
}

const refuse = (reply: FastifyReply, error: z.ZodError) =>
  replyError(
    reply,
    400,
    new BitcoinNodeProxyError('Not a call the demo wallet makes', z.prettifyError(error)),
  )

async function forward(reply: FastifyReply, url: string, init?: RequestInit): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(NODE_TIMEOUT_MS) })
  } catch {
    return replyError(
      reply,
      502,
      new BitcoinNodeProxyError(
        'The Bitcoin node did not answer',
        undefined,
        'BITCOIN_NODE_UNAVAILABLE',
      ),
    )
  }
  return reply
    .code(res.status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(await res.text())
}

/** Adds the proxy's two routes to the wallet's server. */
export function registerBitcoinNodeProxy(app: FastifyInstance, nodeUrl: string): void {
  const node = loopbackNodeUrl(nodeUrl)
  app.get(`${BITCOIN_NODE_PROXY_PATH}/coin/address/:address`, async (request, reply) => {
    const params = addressParamsSchema.safeParse(request.params)
    if (!params.success) return refuse(reply, params.error)
    return forward(reply, `${node}/coin/address/${params.data.address}`)
  })
  app.post(`${BITCOIN_NODE_PROXY_PATH}/`, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const body = nodeRpcBodySchema.safeParse(request.body)
    if (!body.success) return refuse(reply, body.error)
    return forward(reply, `${node}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body.data),
    })
  })
}
