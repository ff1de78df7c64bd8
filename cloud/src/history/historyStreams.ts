/**
 * The open history streams (GET /v1/account/{address}/history/events): Server-Sent Events that
 * say `history` each time the indexer (on any instance, see historyEvents.ts) stores a transfer
 * of the stream's account, so an open Activity tab refetches at once instead of polling. A
 * stream starts with `retry` and a `ready` event (from then on no change is missed), sends a
 * comment line as heartbeat so proxies keep it open, and is capped per client IP and per project
 * on each instance (over a cap: 429 TOO_MANY_STREAMS). `closeAll` ends every stream (shutdown).
 */
import { formatCaipNetworkId, missingSecurityHeaders } from '@portico/shared'
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
}

export const DEFAULT_HISTORY_STREAM_SETTINGS = {
  maxPerIp: 20,
  maxPerProject: 2000,
  heartbeatMs: 15_000,
  retryMs: 3_000,
} as const satisfies Required<HistoryStreamSettings>

export interface HistoryStreamTarget {
  /** Lower-case 0x address (or another family's address, which never changes here). */
  account: string
  /** The chains watched; all when undefined. */
  chainIds?: readonly number[]
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

export function createHistoryStreams(
  events: HistoryEvents,
  options: HistoryStreamSettings = {},
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
      const onChange = (change: HistoryChange) => {
        if (target.chainIds && !target.chainIds.includes(change.chainId)) return
        if (!change.accounts.includes(target.account)) return
        const chainId = formatCaipNetworkId({ chainNamespace: 'eip155', chainId: change.chainId })
        raw.write(`event: history\ndata: ${JSON.stringify({ chainId })}\n\n`)
      }
      const unsubscribe = events.subscribe(onChange)
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), settings.heartbeatMs)
      await new Promise<void>((resolve) => {
        let ended = false
        const end = () => {
          if (ended) return
          ended = true
          clearInterval(heartbeat)
          unsubscribe()
          enders.delete(end)
          count(perIp, ip, -1)
          count(perProject, target.projectId, -1)
          if (!raw.writableEnded) raw.end()
          resolve()
        }
        enders.add(end)
        raw.on('close', end)
        raw.on('error', end)
      })
    },
  }
}
