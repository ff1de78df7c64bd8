/**
 * The relay's switchboard: which socket is subscribed to which topic, what each socket has been
 * sent and not yet acknowledged, and how frames from a socket turn into method calls, responses
 * and deliveries. Transport-free: a socket is just a client id and a `send` function. A socket's
 * requests are handled one after another, in the order they came, and at most
 * MAX_QUEUED_REQUESTS of them (MAX_QUEUED_LENGTH characters) wait: one more is refused at once
 * with -32005, so a client that sends faster than it is answered holds bounded memory. Acks are
 * not queued (each settles a delivery already sent, so they are bounded by those). Publishes
 * pass the client's and the topics' rate limits first.
 */
import { createHash } from 'node:crypto'
import { RpcError } from '@portico/shared'
import {
  errorFrame,
  parseRelayFrame,
  type RelayFrame,
  RPC_INTERNAL_ERROR,
  resultFrame,
} from './parseRelayFrame.ts'
import { type MailboxMessage, RPC_LIMIT_EXCEEDED } from './relayMailbox.ts'
import { type DeliveryData, type RelaySession, runRelayMethod } from './relayMethods.ts'
import { createPublishRateLimit, type PublishRateLimit } from './relayRateLimit.ts'
import type { RelayStore } from './relayStore.ts'

/** Requests one socket may have waiting to be handled; one more is refused with -32005. */
export const MAX_QUEUED_REQUESTS = 256
/** Characters of those waiting requests (a frame may be 4 MiB; four of them fit). */
export const MAX_QUEUED_LENGTH = 16 * 1024 * 1024

/**
 * Deliveries one socket may hold unacknowledged (a key and an expiry each, never the message).
 * Past it the oldest is forgotten: its ack no longer counts, so it stays owed in the store and
 * comes again on the next subscribe (at-least-once holds). A client that re-subscribes over and
 * over without acking cannot grow the relay's memory.
 */
export const MAX_INFLIGHT_DELIVERIES = 10_000

export interface RelayQueueLimits {
  requests: number
  length: number
}

/**
 * What the hub gives a socket to send: a text frame, or a delivery in three parts whose middle
 * (the message's data, serialised once) is the same Buffer for every socket it goes to, so a
 * fan-out to many sockets holds one copy of a large message, not one per socket.
 */
export type OutboundFrame = string | { head: string; body: Buffer; tail: string }

/** The frame as one text (tests). */
export function frameText(frame: OutboundFrame): string {
  return typeof frame === 'string'
    ? frame
    : `${frame.head}${frame.body.toString('utf8')}${frame.tail}`
}

export interface RelayClient {
  readonly clientId: string
  /** Handles one text frame from this socket. */
  receive(text: string): void
  /** Forgets the socket: its subscriptions go, its unacknowledged deliveries stay owed. */
  disconnect(): void
  /** Resolves once every frame received so far has been handled (tests). */
  idle(): Promise<void>
}

export interface RelayHub {
  connect(clientId: string, send: (frame: OutboundFrame) => void): RelayClient
  readonly clientCount: number
}

interface Connection {
  clientId: string
  send(frame: OutboundFrame): void
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** delivery id → message, for deliveries not yet acknowledged */
  inflight: Map<number, Pick<MailboxMessage, 'key' | 'expiresAt'>>
  inflightKeys: Set<string>
  /** The requests received so far, handled in order. */
  queue: Promise<void>
  /** Requests received and not yet handled, and their characters. */
  queued: number
  queuedLength: number
  /** Acks being written to the store. */
  acks: Set<Promise<void>>
  /** The socket is gone: frames still queued are dropped. */
  closed: boolean
}

/** The subscription id the SDK computes itself: sha256 hex of topic + client id. */
export function subscriptionIdOf(topic: string, clientId: string): string {
  return createHash('sha256').update(`${topic}${clientId}`).digest('hex')
}

export function toDeliveryData(entry: MailboxMessage): DeliveryData {
  const data: DeliveryData = {
    topic: entry.topic,
    message: entry.message,
    publishedAt: entry.publishedAt,
    tag: entry.tag,
  }
  if (entry.attestation !== undefined) data.attestation = entry.attestation
  return data
}

export function createRelayHub(options: {
  /** The mailbox (and, on Redis, the way to the other relay nodes). */
  store: RelayStore
  log?: (line: string) => void
  /** Publishes per client and per topic and window; RELAY_PUBLISH_RATE's defaults when absent. */
  rateLimit?: PublishRateLimit
  /** Bound of each socket's waiting requests; MAX_QUEUED_REQUESTS / MAX_QUEUED_LENGTH. */
  queueLimits?: RelayQueueLimits
  /** Unacknowledged deliveries remembered per socket; MAX_INFLIGHT_DELIVERIES. */
  maxInflight?: number
}): RelayHub {
  const maxInflight = options.maxInflight ?? MAX_INFLIGHT_DELIVERIES
  const { store } = options
  const queueLimits = options.queueLimits ?? {
    requests: MAX_QUEUED_REQUESTS,
    length: MAX_QUEUED_LENGTH,
  }
  const log = options.log ?? (() => {})
  const rateLimit = options.rateLimit ?? createPublishRateLimit()
  const subscribers = new Map<string, Set<Connection>>()
  const connections = new Set<Connection>()
  // Relay-chosen delivery ids stay far below 2^53: the SDK turns 17+ digit ids into BigInts
  // and then acks with a "<digits>n" string.
  let lastDeliveryId = 0
  /** Each message's delivery data, serialised once however many sockets it goes to. */
  const dataBytes = new WeakMap<MailboxMessage, Buffer>()
  const dataBytesOf = (entry: MailboxMessage) => {
    let bytes = dataBytes.get(entry)
    if (!bytes) {
      bytes = Buffer.from(JSON.stringify(toDeliveryData(entry)))
      dataBytes.set(entry, bytes)
    }
    return bytes
  }

  /**
   * Sends `entry` to the socket under a new delivery id. A live fan-out skips what the socket
   * already holds unacknowledged; a (re-)subscribe sends it again (`resend`), and an ack of
   * either delivery id counts.
   */
  const deliver = (connection: Connection, entry: MailboxMessage, resend = false) => {
    const subscriptionId = connection.subscriptions.get(entry.topic)
    if (!subscriptionId || (!resend && connection.inflightKeys.has(entry.key))) return
    const id = ++lastDeliveryId
    connection.inflight.set(id, { key: entry.key, expiresAt: entry.expiresAt })
    connection.inflightKeys.add(entry.key)
    if (connection.inflight.size > maxInflight) {
      const [oldest, forgotten] = connection.inflight.entries().next().value ?? []
      if (oldest !== undefined && forgotten) {
        connection.inflight.delete(oldest)
        if (forgotten.key !== entry.key) connection.inflightKeys.delete(forgotten.key)
      }
    }
    connection.send({
      head: `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":${JSON.stringify(subscriptionId)},"data":`,
      body: dataBytesOf(entry),
      tail: '}}',
    })
  }

  const fanOut = (entry: MailboxMessage) => {
    for (const connection of subscribers.get(entry.topic) ?? []) {
      if (connection.clientId === entry.publisherId || entry.ackedBy.has(connection.clientId))
        continue
      deliver(connection, entry)
    }
  }

  // What another node stored reaches this node's subscribers of the topic.
  store.onRemote(fanOut)

  const unsubscribe = async (connection: Connection, topic: string) => {
    if (!connection.subscriptions.delete(topic)) return
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) {
      subscribers.delete(topic)
      await store.unwatch(topic)
    }
  }

  const acknowledge = async (connection: Connection, rawId: string | number, ok: boolean) => {
    const id = typeof rawId === 'number' ? rawId : Number(rawId.replace(/n$/, ''))
    const entry = connection.inflight.get(id)
    if (entry === undefined) return
    connection.inflight.delete(id)
    connection.inflightKeys.delete(entry.key)
    if (ok) await store.ack(entry, connection.clientId)
  }

  const sessionOf = (
    connection: Connection,
    after: (() => void | Promise<void>)[],
  ): RelaySession => ({
    async subscribe(topic) {
      let subscriptionId = connection.subscriptions.get(topic)
      if (!subscriptionId) {
        subscriptionId = subscriptionIdOf(topic, connection.clientId)
        connection.subscriptions.set(topic, subscriptionId)
        const set = subscribers.get(topic) ?? new Set<Connection>()
        set.add(connection)
        subscribers.set(topic, set)
        // Watch before reading what is owed: a message stored meanwhile comes one way or both.
        if (set.size === 1) await store.watch(topic)
      }
      after.push(async () => {
        // Everything owed, including what this socket was sent and has not acked: a client that
        // subscribes again expects it again (it may have dropped its copy).
        for (const entry of await store.pendingFor(topic, connection.clientId))
          deliver(connection, entry, true)
      })
      return subscriptionId
    },
    unsubscribe: (topic) => unsubscribe(connection, topic),
    async publish(...messages) {
      const stored = await store.put(
        messages.map((message) => ({ ...message, publisherId: connection.clientId })),
      )
      for (const { entry, fresh } of stored) if (fresh) after.push(() => fanOut(entry))
    },
    fetch: async (topic) =>
      (await store.pendingFor(topic, connection.clientId)).map(toDeliveryData),
  })

  const handle = async (
    connection: Connection,
    frame: Exclude<RelayFrame, { kind: 'response' }>,
  ) => {
    if (connection.closed) return
    if (frame.kind === 'invalid')
      return connection.send(errorFrame(frame.idText, frame.code, frame.message))
    const after: (() => void | Promise<void>)[] = []
    let reply: string
    try {
      await rateLimit.consume(connection.clientId, frame.method, frame.params)
      if (connection.closed) return
      const result = await runRelayMethod(frame.method, frame.params, sessionOf(connection, after))
      reply = resultFrame(frame.idText, result)
    } catch (error) {
      if (error instanceof RpcError && error.rpcCode !== undefined) {
        reply = errorFrame(frame.idText, error.rpcCode, error.shortMessage)
      } else {
        log(`relay: ${frame.method} failed: ${error instanceof Error ? error.name : 'error'}`)
        reply = errorFrame(frame.idText, RPC_INTERNAL_ERROR, 'Internal error')
      }
    }
    connection.send(reply)
    for (const task of after) await task()
  }

  return {
    connect(clientId, send) {
      const connection: Connection = {
        clientId,
        send,
        subscriptions: new Map(),
        inflight: new Map(),
        inflightKeys: new Set(),
        queue: Promise.resolve(),
        queued: 0,
        queuedLength: 0,
        acks: new Set(),
        closed: false,
      }
      connections.add(connection)
      const failed = (error: unknown) =>
        log(`relay: frame failed: ${error instanceof Error ? error.name : 'error'}`)
      return {
        clientId,
        receive(text) {
          if (connection.closed) return
          const frame = parseRelayFrame(text)
          if (frame.kind === 'response') {
            const ack = acknowledge(connection, frame.id, frame.ok).catch(failed)
            connection.acks.add(ack)
            void ack.then(() => connection.acks.delete(ack))
            return
          }
          if (
            connection.queued + 1 > queueLimits.requests ||
            connection.queuedLength + text.length > queueLimits.length
          ) {
            // Refused before it takes room; the client may send it again once answered.
            connection.send(
              errorFrame(
                frame.idText,
                RPC_LIMIT_EXCEEDED,
                `Too many requests waiting: at most ${queueLimits.requests} requests (${queueLimits.length} characters) per socket; wait for the replies`,
              ),
            )
            return
          }
          connection.queued += 1
          connection.queuedLength += text.length
          connection.queue = connection.queue.then(() =>
            handle(connection, frame)
              .catch(failed)
              .finally(() => {
                connection.queued -= 1
                connection.queuedLength -= text.length
              }),
          )
        },
        idle: async () => {
          await connection.queue
          await Promise.all(connection.acks)
        },
        disconnect() {
          connection.closed = true
          for (const topic of [...connection.subscriptions.keys()])
            void unsubscribe(connection, topic).catch(() => {})
          connection.inflight.clear()
          connection.inflightKeys.clear()
          connections.delete(connection)
        },
      }
    },
    get clientCount() {
      return connections.size
    },
  }
}
