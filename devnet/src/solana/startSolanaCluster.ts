/**
 * Starts a local Solana cluster behind the standard JSON-RPC over HTTP and the PubSub
 * websocket. The websocket answers on the RPC's own port (an upgrade) and on `wsPort`,
 * which defaults to the RPC port + 1 because that is where @solana/web3.js looks for it.
 * Start a second cluster with another genesis hash and ports for network switching.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { attachPubSub } from './createPubSub.ts'
import { createSolanaCluster, type SolanaCluster } from './createSolanaCluster.ts'
import { solanaCaip2 } from './genesisHash.ts'
import { handleJsonRpc, methodNotFound } from './handleJsonRpc.ts'
import { rpcMethods } from './rpcMethods.ts'
import type { SolanaDeployment } from './solanaDeployment.ts'

const MAX_BODY_BYTES = 1_000_000

export interface StartSolanaClusterOptions {
  host?: string
  /** JSON-RPC over HTTP; 0 picks a free port (tests). Default 8899. */
  port?: number
  /** PubSub websocket; default `port + 1` (8900), or a free port when `port` is 0. */
  wsPort?: number
  genesisHash?: string
  slotMs?: number
}

export interface RunningSolanaCluster {
  url: string
  wsUrl: string
  cluster: SolanaCluster
  /** What the deployments file records about this cluster. */
  deployment: SolanaDeployment
  stop(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(null)
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), 500)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.close(1000, 'cluster stopped')
  })
}

function listen(server: ReturnType<typeof createServer>, host: string, port: number) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host, port, exclusive: true }, () =>
      resolve((server.address() as AddressInfo).port),
    )
  })
}

export async function startSolanaCluster(
  options: StartSolanaClusterOptions = {},
): Promise<RunningSolanaCluster> {
  const host = options.host ?? '127.0.0.1'
  const cluster = createSolanaCluster({ genesisHash: options.genesisHash, slotMs: options.slotMs })
  const call = (method: string, params: unknown) => {
    const handler = rpcMethods[method]
    if (!handler) throw methodNotFound()
    return handler(cluster, params)
  }
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    // A public RPC node answers any origin; dapps call it straight from the browser.
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, solana-client')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'POST')
      return void response
        .writeHead(405, { 'content-type': 'text/plain' })
        .end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    const body = await readBody(request)
    if (body === null) return void response.writeHead(413).end()
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(handleJsonRpc(body, call)))
  }
  const http = createServer((request, response) => {
    respond(request, response).catch(() => response.destroy())
  })
  const sameOrigin = new WebSocketServer({ server: http })
  const wsHttp = createServer((_, response) => response.writeHead(426).end())
  const ws = new WebSocketServer({ server: wsHttp })
  const stopPubSub = attachPubSub([sameOrigin, ws], cluster)
  try {
    const port = await listen(http, host, options.port ?? 8899)
    const wsPort = await listen(wsHttp, host, options.wsPort ?? (options.port === 0 ? 0 : port + 1))
    const urlHost = host === '::1' ? '[::1]' : host
    const url = `http://${urlHost}:${port}`
    const wsUrl = `ws://${urlHost}:${wsPort}`
    const close = (server: ReturnType<typeof createServer>) =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    return {
      url,
      wsUrl,
      cluster,
      deployment: {
        rpcUrl: url,
        wsUrl,
        genesisHash: cluster.genesisHash,
        caip2: solanaCaip2(cluster.genesisHash),
        ...cluster.seed.deployment,
      },
      async stop() {
        stopPubSub()
        cluster.stop()
        // A normal close (1000) tells web3.js's socket not to reconnect to a stopped cluster.
        await Promise.all(
          [sameOrigin, ws].flatMap((server) => [...server.clients].map(closeSocket)),
        )
        await Promise.all([close(http), close(wsHttp)])
      },
    }
  } catch (error) {
    stopPubSub()
    cluster.stop()
    http.close()
    wsHttp.close()
    throw error
  }
}
