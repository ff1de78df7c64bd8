/**
 * The WalletConnect v2 dev relay: a WebSocket server that the real SDKs (UniversalProvider,
 * WalletKit) pair and talk through, offline. Auth JWT checked before the upgrade, a mailbox
 * with TTLs, acknowledgements and quotas, WS pings and backpressure. The mailbox and the fan-out
 * live in Redis (a Redis URL is required) and any number of relay nodes share them; tests may ask
 * by name for a memory store instead (not durable, one node).
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { isProjectId, PorticoError } from '@portico/shared'
import { Redis } from 'ioredis'
import { type WebSocket, WebSocketServer } from 'ws'
import { createRedisRelayStore } from './redisRelayStore.ts'
import { createRelayHub } from './relayHub.ts'
import { createPublishRateLimit } from './relayRateLimit.ts'
import { createTestMemoryRelayStore } from './testMemoryRelayStore.ts'
import { RelayAuthError, verifyRelayJwt } from './verifyRelayJwt.ts'

export const DEFAULT_RELAY_PORT = 4200
export const DEFAULT_RELAY_PING_INTERVAL_MS = 20_000
/** Largest frame a client may send; bigger ones close the socket (1009). */
export const MAX_RELAY_FRAME_BYTES = 4 * 1024 * 1024
/**
 * Most bytes the relay holds for one socket that its client has not read yet. A client over it
 * (one that stopped reading) is closed with SEND_BUFFER_FULL_CLOSE_CODE and dropped, so its
 * backlog is freed; what it had not acknowledged stays in the mailbox for its reconnect.
 */
export const MAX_SOCKET_BUFFER_BYTES = 8 * 1024 * 1024
/** 1013 "try again later": the client should reconnect, and will get what it missed. */
export const SEND_BUFFER_FULL_CLOSE_CODE = 1013
/** Open sockets from one IP address; one more upgrade gets HTTP 429. */
export const MAX_CONNECTIONS_PER_IP = 2_000

/** The relay was asked to run without Redis: its mailbox would not be durable. */
export class RelayRedisRequiredError extends PorticoError {
  override name = 'RelayRedisRequiredError'
  constructor() {
    super(
      'The WalletConnect relay needs a Redis URL (redisUrl, --redis-url or PORTICO_REDIS_URL): its mailbox must survive a crash. Start one with: redis-server --port 6380 --bind 127.0.0.1 --appendonly yes',
      { code: 'RELAY_REDIS_REQUIRED' },
    )
  }
}

export interface RelayOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 4200; 0 picks a free port. */
  port?: number
  /**
   * The Redis that holds the mailbox and carries the fan-out between relay nodes (redis://…).
   * Required unless `memoryStoreForTests`.
   */
  redisUrl?: string
  /**
   * Tests only: keep the mailbox in this process's memory (not durable: a restart or a crash
   * loses it; one node). Ignored when `redisUrl` is given.
   */
  memoryStoreForTests?: boolean
  /** Open sockets per client IP address; MAX_CONNECTIONS_PER_IP when absent. */
  maxConnectionsPerIp?: number
  /** Key prefix in Redis, for several relays on one Redis. Default `relay:`. */
  redisPrefix?: string
  /**
   * The URL clients are given for this relay (e.g. wss://relay.example.com behind a proxy): JWT
   * `aud` hosts are checked against it. Without it, against the request's Host header.
   */
  publicUrl?: string
  /** WS ping period; a socket that has not answered the previous ping is dropped. Default 20 s. */
  pingIntervalMs?: number
  log?: (line: string) => void
}

export interface RunningRelay {
  /** e.g. ws://127.0.0.1:4200, the `relayUrl` to give the SDKs. */
  url: string
  port: number
  /** Closes every socket and stops listening (the mailbox stays in Redis). */
  stop(): Promise<void>
}

const PURGE_INTERVAL_MS = 5_000
const CLOSE_GRACE_MS = 500
/**
 * How long a socket closed for a full send buffer may still read its backlog and the 1013 close
 * frame behind it (a stalled client that comes back learns why); then it is dropped.
 */
export const SEND_BUFFER_FULL_GRACE_MS = 2_000

export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_RELAY_PING_INTERVAL_MS

  const maxConnectionsPerIp = options.maxConnectionsPerIp ?? MAX_CONNECTIONS_PER_IP

  const prefix = options.redisPrefix ?? 'relay:'
  if (!options.redisUrl && !options.memoryStoreForTests) throw new RelayRedisRequiredError()
  const store = options.redisUrl
    ? await createRedisRelayStore({ redisUrl: options.redisUrl, prefix, log })
    : createTestMemoryRelayStore()
  // The publish rate is counted in the same Redis, so a client spread over nodes gets no more.
  const rateRedis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined
  rateRedis?.on('error', () => {})
  const rateLimit = createPublishRateLimit({ redis: rateRedis, keyPrefix: `${prefix}rate:` })
  const hub = createRelayHub({ store, log, rateLimit })

  const alive = new WeakMap<WebSocket, boolean>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_RELAY_FRAME_BYTES })
  const server = createServer((req, res) => {
    const health = req.url === '/health'
    res.writeHead(health ? 200 : 426, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        health ? { status: 'ok', clients: hub.clientCount } : { error: 'WebSocket only' },
      ),
    )
  })

  // With `node --expose-gc` (spawnRelayProcess passes it), the backlog of a dropped socket is
  // given back to the system at once instead of whenever V8 next collects (one collection per
  // burst of drops).
  let collecting: NodeJS.Timeout | undefined
  const collectGarbageSoon = () => {
    const gc = (globalThis as { gc?: () => void }).gc
    if (!gc || collecting) return
    collecting = setTimeout(() => {
      collecting = undefined
      gc()
    }, 100)
    collecting.unref()
  }

  const openPerIp = new Map<string, number>()
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {})
    const ip = req.socket.remoteAddress ?? 'unknown'
    if ((openPerIp.get(ip) ?? 0) >= maxConnectionsPerIp) {
      log(`relay: connection refused (${maxConnectionsPerIp} sockets open from one address)`)
      const body = `Too many connections from this address (at most ${maxConnectionsPerIp})\n`
      socket.end(
        `HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain\r\nRetry-After: 10\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      return
    }
    let clientId: string
    try {
      clientId = authenticate(req)
    } catch (error) {
      const reason = error instanceof PorticoError ? error.shortMessage : 'Unauthorized'
      log(`relay: connection refused (${reason})`)
      const body = `${reason}\n`
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      openPerIp.set(ip, (openPerIp.get(ip) ?? 0) + 1)
      ws.once('close', () => {
        const left = (openPerIp.get(ip) ?? 1) - 1
        if (left <= 0) openPerIp.delete(ip)
        else openPerIp.set(ip, left)
      })
      const client = hub.connect(clientId, (frame) => {
        if (ws.readyState !== ws.OPEN) return
        const bytes =
          typeof frame === 'string'
            ? Buffer.byteLength(frame)
            : Buffer.byteLength(frame.head) + frame.body.length + frame.tail.length
        if (ws.bufferedAmount + bytes > MAX_SOCKET_BUFFER_BYTES) {
          log(
            `relay: ${shortId(clientId)} is not reading; closed with ${SEND_BUFFER_FULL_CLOSE_CODE} (send buffer full)`,
          )
          // Nothing more is made for it (its subscriptions go now; what it has not acked stays
          // owed). The close frame queues behind a backlog the client is not reading: drop the
          // socket soon after, whatever it does, so the memory comes back.
          client.disconnect()
          ws.close(SEND_BUFFER_FULL_CLOSE_CODE, 'send buffer full')
          setTimeout(() => {
            ws.terminate()
            collectGarbageSoon()
          }, SEND_BUFFER_FULL_GRACE_MS).unref()
          return
        }
        if (typeof frame === 'string') return ws.send(frame)
        // One text message in three fragments; the shared body is queued, not copied.
        ws.send(frame.head, { fin: false })
        ws.send(frame.body, { binary: false, fin: false })
        ws.send(frame.tail, { fin: true })
      })
      alive.set(ws, true)
      log(`relay: ${shortId(clientId)} connected (${hub.clientCount} open)`)
      ws.on('pong', () => alive.set(ws, true))
      ws.on('message', (data) => {
        alive.set(ws, true)
        const bytes = Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.isBuffer(data)
            ? data
            : Buffer.from(data)
        client.receive(bytes.toString('utf8'))
      })
      ws.on('error', (error) => log(`relay: ${shortId(clientId)} socket error: ${error.message}`))
      ws.on('close', (code) => {
        client.disconnect()
        log(`relay: ${shortId(clientId)} disconnected (${code}, ${hub.clientCount} open)`)
      })
    })
  })

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, pingIntervalMs)
  const purger = setInterval(
    () =>
      void store
        .purgeExpired()
        .catch((error) =>
          log(`relay: purge failed: ${error instanceof Error ? error.message : error}`),
        ),
    PURGE_INTERVAL_MS,
  )
  purger.unref()

  const port = await listen(server, host, options.port ?? DEFAULT_RELAY_PORT).catch(
    async (error) => {
      clearInterval(pinger)
      clearInterval(purger)
      await store.close()
      rateRedis?.disconnect()
      throw error
    },
  )
  const url = `ws://${host}:${port}`
  log(
    `relay: listening on ${url} (mailbox ${options.redisUrl ? 'in Redis' : 'in memory, for tests only'})`,
  )

  let stopping: Promise<void> | undefined
  const stop = async () => {
    clearInterval(pinger)
    clearInterval(purger)
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    await Promise.all(
      [...wss.clients].map(
        (ws) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS)
            ws.once('close', () => {
              clearTimeout(timer)
              resolve()
            })
            ws.close(1001, 'relay stopping')
          }),
      ),
    )
    await new Promise<void>((resolve) => wss.close(() => resolve()))
    await store.close()
    rateRedis?.disconnect()
    server.closeAllConnections()
    await closed
    log('relay: stopped')
  }

  return {
    url,
    port,
    stop: () => {
      stopping ??= stop()
      return stopping
    },
  }

  function authenticate(req: IncomingMessage): string {
    const query = new URL(req.url ?? '/', 'http://relay').searchParams
    if (!isProjectId(query.get('projectId'))) throw new RelayAuthError('missing or bad projectId')
    return verifyRelayJwt(query.get('auth'), {
      host: req.headers.host,
      publicUrl: options.publicUrl,
    }).clientId
  }
}

function listen(server: ReturnType<typeof createServer>, host: string, port: number) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PorticoError(
              `Port ${port} (${host}) is already in use; the WalletConnect relay wants it. Stop what listens there or choose another port.`,
              { code: 'RELAY_PORT_IN_USE', cause: error },
            )
          : error,
      )
    })
    server.listen({ host, port, exclusive: true }, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

/** Client ids are public keys, fine to log; shortened to keep lines readable. */
function shortId(clientId: string): string {
  return `${clientId.slice(0, 16)}…`
}
