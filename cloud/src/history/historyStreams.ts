/**
 * The open history streams (GET /v1/account/{address}/history/events): Server-Sent Events that
 * say `history` each time the indexer (EVM) or a watcher (Solana, Bitcoin: see
 * watchHistoryAccounts.ts) on any instance, see historyEvents.ts, reports a change to the
 * stream's account, so an open Activity tab refetches at once instead of polling. A stream
 * starts with `retry` and a `ready` event (from then on no change is missed: a watcher the
 * stream needs is started first), sends a comment line as heartbeat so proxies keep it open,
 * and is capped per client IP and per project on each instance (over a cap: 429
 * TOO_MANY_STREAMS). `closeAll` ends every stream (shutdown).
 */
import { missingSecurityHeaders } from '@portico/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createCloudError } from '../http/cloudErrors.ts'
import type { HistoryChange, HistoryEvents } from './historyEvents.ts'

export interface HistoryStreamSettings {
  /** Open streams per client IP on one instance. */
  maxPerIp?: number
  /** Open streams per project on one instance. */
  maxPerProject?: number
  /** Wait between heartbeats. */
  heartbeatMs?: number
  /** What the client waits before reconnecting (the SSE `retry` field). */
  retryMs?: number
  /** The longest wait for a stream's watcher to start before `ready` is sent anyway. */
  watchStartMs?: number
}

/** A watcher of one stream's account (Solana, Bitcoin), started with the stream. */
export interface AccountWatch {
  /** Resolves once changes from now on are seen. */
  ready: Promise<void>
  stop(): void
}

export type WatchAccount = (target: HistoryStreamTarget) => AccountWatch | undefined

export const DEFAULT_HISTORY_STREAM_SETTINGS = {
  maxPerIp: 20,
  maxPerProject: 2000,
  heartbeatMs: 15_000,
  retryMs: 3_000,
  watchStartMs: 2_000,
} as const satisfies Required<HistoryStreamSettings>

export interface HistoryStreamTarget {
  /** Lower-case 0x address, or another family's address as spelled. */
  account: string
  family: 'evm' | 'solana' | 'bitcoin'
  /** The networks watched (CAIP-2); all served ones when undefined. */
  networks?: readonly string[]
  projectId: string
}

export interface HistoryStreams {
  /** Answers the request with a stream (or throws TOO_MANY_STREAMS); resolves once it ends. */
  open(request: FastifyRequest, reply: FastifyReply, target: HistoryStreamTarget): Promise<void>
  /** Open streams on this instance. */
  size(): number
  closeAll(): void
}

const count = (counts: Map<string, number>, key: string, by: number) => {
  const n = (counts.get(key) ?? 0) + by
  if (n > 0) counts.set(key, n)
  else counts.delete(key)
}

/** A change's network as CAIP-2. */
const changeNetwork = (change: HistoryChange) =>
  typeof change.chainId === 'number' ? `eip155:${change.chainId}` : change.chainId

export function createHistoryStreams(
  events: HistoryEvents,
  options: HistoryStreamSettings = {},
  watch: WatchAccount = () => undefined,
): HistoryStreams {
  const settings = { ...DEFAULT_HISTORY_STREAM_SETTINGS, ...options }
  const perIp = new Map<string, number>()
  const perProject = new Map<string, number>()
  const enders = new Set<() => void>()

  return {
    size: () => enders.size,
    closeAll() {
      for (const end of [...enders]) end()
    },
    async open(request, reply, target) {
      // Not listening (Redis unreachable): an error, so the client polls instead.
      await events.ready()
      const ip = request.ip
      if (
        (perIp.get(ip) ?? 0) >= settings.maxPerIp ||
        (perProject.get(target.projectId) ?? 0) >= settings.maxPerProject
      )
        throw createCloudError('TOO_MANY_STREAMS')
      count(perIp, ip, 1)
      count(perProject, target.projectId, 1)
      // Subscribed before `ready`: a change before it is covered by the client's read after it.
      let streaming = false
      const onChange = (change: HistoryChange) => {
        const network = changeNetwork(change)
        if (!streaming || (target.networks && !target.networks.includes(network))) return
        if (!change.accounts.includes(target.account)) return
        raw.write(`event: history\ndata: ${JSON.stringify({ chainId: network })}\n\n`)
      }
      const unsubscribe = events.subscribe(onChange)
      let watching: AccountWatch | undefined
      try {
        watching = watch(target)
      } catch (error) {
        unsubscribe()
        count(perIp, ip, -1)
        count(perProject, target.projectId, -1)
        throw error
      }
      if (watching)
        await Promise.race([
          watching.ready.catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, settings.watchStartMs).unref()),
        ])
      // Written on the raw response: the headers the hooks set so far (CORS, rate limits) go too.
      for (const [name, value] of missingSecurityHeaders((n) => reply.hasHeader(n)))
        reply.header(name, value)
      reply.hijack()
      const raw = reply.raw
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value)
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        // Not kept alive once the stream ends: a shutdown must not wait out the keep-alive.
        connection: 'close',
      })
      raw.write(`retry: ${settings.retryMs}\n\nevent: ready\ndata: {}\n\n`)
      streaming = true
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), settings.heartbeatMs)
      await new Promise<void>((resolve) => {
        let ended = false
        const end = () => {
          if (ended) return
          ended = true
          clearInterval(heartbeat)
          unsubscribe()
          watching?.stop()
          enders.delete(end)
          count(perIp, ip, -1)
          count(perProject, target.projectId, -1)
          if (!raw.writableEnded) raw.end()
          resolve()
        }
        enders.add(end)
        raw.on('close', end)
        raw.on('error', end)
        // Gone while its watcher started.
        if (raw.destroyed) end()
      })
    },
  }
}
