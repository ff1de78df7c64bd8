/**
 * The relay's load and fault harness (issue 15 §6), used by relayLoad.test.ts (small) and
 * devnet/bench/relayBench.ts (full). It runs 1 or 2 relay nodes as child processes on one Redis,
 * connects C raw clients (did:key JWT, as relayTestClient.ts), pairs them dapp/wallet on one topic
 * per pair (on 2 nodes the dapp on node A, the wallet on node B), and lets every client publish at
 * a steady pace to its peer, within the relay's per-client rate and quotas so no figure is a
 * refusal. It measures acknowledged publishes per second and the end-to-end latency (publish sent
 * by one side → delivered to the other), and, with a fault injected under the load, how many
 * publishes the relay acknowledged but never delivered:
 *   kill-node           SIGKILL of node A; its clients reconnect to B and re-subscribe
 *   kill-redis-clients  CLIENT KILL of every Redis connection the relay nodes hold
 * "Lost" is counted twice: not delivered to a subscriber that stayed connected (or reconnected)
 * by the end of the drain, and still not delivered after one more re-subscribe (the message is
 * gone from the mailbox too).
 */
import { performance } from 'node:perf_hooks'
import { PorticoError } from '@portico/shared'
import { Redis } from 'ioredis'
import { z } from 'zod'
import { findFreePort } from '../ports.ts'
import { createLoadClient, type LoadClient } from './relayLoadClient.ts'
import { DEFAULT_MAILBOX_QUOTAS } from './relayMailbox.ts'
import { RELAY_PUBLISH_RATE } from './relayRateLimit.ts'
import { randomTopic, sleep } from './relayTestClient.ts'
import { type RelayProcess, spawnRelayProcess } from './spawnRelayProcess.ts'

export const relayLoadOptionsSchema = z
  .object({
    /** A Redis of the harness's own: it is flushed before the run. */
    redisUrl: z.string().regex(/^redis:\/\/\S+$/),
    nodes: z.union([z.literal(1), z.literal(2)]),
    /** Connected clients, two per pair. */
    clients: z.number().int().min(2).multipleOf(2),
    /** How long the clients publish. */
    seconds: z.number().positive().max(120),
    /** Publishes per second each client offers (at most half the relay's per-client rate). */
    ratePerClient: z
      .number()
      .positive()
      .max(RELAY_PUBLISH_RATE.messages / RELAY_PUBLISH_RATE.windowSeconds / 2),
    fault: z.enum(['none', 'kill-node', 'kill-redis-clients']).default('none'),
    /** When the fault strikes, from the start of the load. Default: a third of `seconds`. */
    faultAfterSeconds: z.number().nonnegative().optional(),
    /** How long to wait, after the load, for what is still on its way. */
    drainSeconds: z.number().positive().default(8),
    ttlSeconds: z.number().int().min(10).default(60),
    /** How many sockets open at once while connecting. */
    connectConcurrency: z.number().int().positive().default(50),
  })
  .superRefine((o, ctx) => {
    if (o.fault === 'kill-node' && o.nodes !== 2)
      ctx.addIssue({ code: 'custom', message: 'kill-node needs 2 nodes (the clients move to B)' })
    const q = DEFAULT_MAILBOX_QUOTAS
    const alive = Math.min(o.ttlSeconds, o.seconds + o.drainSeconds)
    if (o.ratePerClient * alive > q.clientMessages * 0.8)
      ctx.addIssue({ code: 'custom', message: 'a client would pass its mailbox quota' })
    if (o.ratePerClient * 2 * alive > q.topicMessages * 0.8)
      ctx.addIssue({ code: 'custom', message: 'a pair topic would pass its mailbox quota' })
    if (o.ratePerClient * o.clients * alive > q.totalMessages * 0.8)
      ctx.addIssue({ code: 'custom', message: 'the run would pass the mailbox total quota' })
  })
export type RelayLoadOptions = z.input<typeof relayLoadOptionsSchema>

export interface RelayLoadFigures {
  nodes: number
  clients: number
  fault: 'none' | 'kill-node' | 'kill-redis-clients'
  seconds: number
  /** Publishes the relay answered with `true`. */
  acked: number
  /** Publishes the relay answered with an error (rate, quota, internal): should be 0. */
  refused: number
  /** Publishes whose socket closed before the answer (the fault's victims; not counted lost). */
  unanswered: number
  /** Acked publishes per second over the load. */
  publishesPerSecond: number
  deliveries: number
  /** Deliveries of a message the receiver already had (at-least-once). */
  duplicates: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Acked, yet not delivered to its (connected) subscriber by the end of the drain. */
  ackedNotDelivered: number
  /** Of those, still not delivered after one more re-subscribe. */
  ackedLost: number
  /** Pairs where both sides had publishes acked and every acked one delivered. */
  pairsComplete: number
  pairs: number
  /** Sockets that closed under the clients without a fault on their node. */
  unexpectedDrops: number
  /** From the fault to the last moved client subscribed again (kill-node). */
  recoveryMs?: number
  /** How many Redis connections CLIENT KILL closed (kill-redis-clients). */
  redisConnectionsKilled: number
  /** A few distinct refusals, to say why. */
  errors: string[]
}

export class RelayLoadError extends PorticoError {
  override name = 'RelayLoadError'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'RELAY_LOAD', ...options })
  }
}

interface Side {
  client: LoadClient
  /** Index of the node it dials first. */
  home: number
  /** Ready to publish: connected and subscribed. */
  ready: boolean
  outstanding: number
  nextAt: number
  seq: number
  /** seq → when sent (performance.now()), for what this side publishes. */
  sentAt: Map<number, number>
  acked: Set<number>
  /** Seqs of the peer's messages this side received. */
  received: Set<number>
}

interface Pair {
  index: number
  topic: string
  sides: [Side, Side]
}

/** Runs one scenario end to end: nodes up, clients paired, load, fault, drain, figures, teardown. */
export async function runRelayLoad(input: RelayLoadOptions): Promise<RelayLoadFigures> {
  const options = relayLoadOptionsSchema.parse(input)
  const admin = new Redis(options.redisUrl, { maxRetriesPerRequest: 5 })
  admin.on('error', () => {})
  await admin.flushall()

  const nodes: { relay: RelayProcess; alive: boolean }[] = []
  const pairs: Pair[] = []
  const latencies: number[] = []
  const errors = new Set<string>()
  const counts = { refused: 0, unanswered: 0, deliveries: 0, duplicates: 0, drops: 0 }
  let publishing = false
  let stopping = false
  let faultAt: number | undefined
  let redisConnectionsKilled = 0
  let lastResubscribedAt: number | undefined
  /** Latencies are of live deliveries only, not of what the final re-subscribe brings. */
  let sweeping = false

  try {
    const ports = await Promise.all(Array.from({ length: options.nodes }, () => findFreePort()))
    for (const port of ports)
      nodes.push({
        relay: await spawnRelayProcess({ port, redisUrl: options.redisUrl }),
        alive: true,
      })

    const aliveUrl = (home: number): string => {
      const node = nodes[home]?.alive ? nodes[home] : nodes.find((n) => n.alive)
      if (!node) throw new RelayLoadError('no relay node is alive')
      return node.relay.url
    }

    const makeSide = (home: number): Side => ({
      client: createLoadClient(),
      home,
      ready: false,
      outstanding: 0,
      nextAt: 0,
      seq: 0,
      sentAt: new Map(),
      acked: new Set(),
      received: new Set(),
    })
    for (let index = 0; index < options.clients / 2; index++)
      pairs.push({
        index,
        topic: randomTopic(),
        sides: [makeSide(0), makeSide(options.nodes - 1)],
      })

    const subscribe = async (side: Side, topic: string) => {
      const { error } = await side.client.request('irn_batchSubscribe', { topics: [topic] })
      if (error) throw new RelayLoadError(`subscribe refused: ${error.message}`)
    }

    /** What a client does when its socket drops: dial again (its node or the survivor). */
    const reconnect = async (pair: Pair, side: Side) => {
      side.ready = false
      if (stopping) return
      counts.drops++
      for (let attempt = 0; !stopping; attempt++) {
        await sleep(Math.min(100 * 2 ** attempt, 1_000) * (0.5 + Math.random()))
        try {
          await side.client.connect(aliveUrl(side.home), 5_000)
          await subscribe(side, pair.topic)
          side.ready = true
          lastResubscribedAt = performance.now()
          return
        } catch {
          // the node is gone or busy: try again
        }
      }
    }

    for (const pair of pairs) {
      pair.sides.forEach((side, direction) => {
        const peer = pair.sides[1 - direction] as Side
        side.client.onDelivery = (_topic, message) => {
          counts.deliveries++
          const seq = Number(message.slice(message.lastIndexOf('.') + 1))
          if (side.received.has(seq)) {
            counts.duplicates++
            return
          }
          side.received.add(seq)
          const sentAt = peer.sentAt.get(seq)
          if (sentAt !== undefined && !sweeping) latencies.push(performance.now() - sentAt)
        }
        side.client.onDrop = () => void reconnect(pair, side)
      })
    }

    // Connect and subscribe every client, a bounded number at a time.
    const sides = pairs.flatMap((pair) => pair.sides.map((side) => ({ pair, side })))
    await inBatches(sides, options.connectConcurrency, async ({ pair, side }) => {
      await side.client.connect(aliveUrl(side.home))
      await subscribe(side, pair.topic)
      side.ready = true
    })

    const publish = (pair: Pair, side: Side, direction: number) => {
      const seq = ++side.seq
      side.outstanding++
      side.sentAt.set(seq, performance.now())
      side.client
        .request('irn_publish', {
          topic: pair.topic,
          message: `load.${pair.index}.${direction}.${seq}`,
          ttl: options.ttlSeconds,
          tag: 1108,
        })
        .then(
          ({ result, error }) => {
            if (result === true) side.acked.add(seq)
            else {
              counts.refused++
              if (errors.size < 5) errors.add(error?.message ?? 'no result')
            }
          },
          () => counts.unanswered++,
        )
        .finally(() => side.outstanding--)
    }

    // The load: every client publishes at its pace, at most 2 publishes waiting for an answer.
    const interval = 1000 / options.ratePerClient
    const loadStart = performance.now()
    for (const { side } of sides) side.nextAt = loadStart + Math.random() * interval
    publishing = true
    const ticker = setInterval(() => {
      if (!publishing) return
      const now = performance.now()
      for (const pair of pairs)
        pair.sides.forEach((side, direction) => {
          if (!side.ready || side.outstanding >= 2 || now < side.nextAt) return
          // A client held back (a reconnect, a slow answer) does not burst to catch up.
          side.nextAt = Math.max(side.nextAt + interval, now - interval)
          publish(pair, side, direction)
        })
    }, 5)

    const faultAfterMs = (options.faultAfterSeconds ?? options.seconds / 3) * 1000
    const fault =
      options.fault === 'none'
        ? undefined
        : sleep(faultAfterMs).then(async () => {
            faultAt = performance.now()
            if (options.fault === 'kill-node') {
              const victim = nodes[0]
              if (!victim) return
              victim.alive = false
              const exited = new Promise((r) => victim.relay.process.once('exit', r))
              victim.relay.process.kill('SIGKILL')
              await exited
            } else {
              // Every connection but this one (SKIPME): commands, rate counts and pub/sub.
              for (const type of ['normal', 'pubsub'])
                redisConnectionsKilled += Number(await admin.call('CLIENT', 'KILL', 'TYPE', type))
            }
          })

    await sleep(options.seconds * 1000)
    publishing = false
    clearInterval(ticker)
    const loadMs = performance.now() - loadStart
    await fault

    // The drain: answers and deliveries still on their way.
    const missing = () => {
      let n = 0
      for (const pair of pairs)
        pair.sides.forEach((side, direction) => {
          const peer = pair.sides[1 - direction] as Side
          for (const seq of side.acked) if (!peer.received.has(seq)) n++
        })
      return n
    }
    const drainUntil = performance.now() + options.drainSeconds * 1000
    while (performance.now() < drainUntil) {
      const busy = sides.some(({ side }) => side.outstanding > 0 || !side.ready)
      if (!busy && missing() === 0) break
      await sleep(100)
    }
    const ackedNotDelivered = missing()

    // One more re-subscribe from every receiver still owed something: is it in the mailbox?
    if (ackedNotDelivered > 0) {
      sweeping = true
      const owed = new Set<Side>()
      for (const pair of pairs)
        pair.sides.forEach((side, direction) => {
          const peer = pair.sides[1 - direction] as Side
          for (const seq of side.acked) if (!peer.received.has(seq)) owed.add(peer)
        })
      await inBatches(
        pairs.flatMap((pair) =>
          pair.sides.filter((s) => owed.has(s)).map((side) => ({ pair, side })),
        ),
        options.connectConcurrency,
        ({ pair, side }) => subscribe(side, pair.topic).catch(() => {}),
      )
      const until = performance.now() + 3_000
      while (performance.now() < until && missing() > 0) await sleep(100)
    }
    const ackedLost = missing()
    stopping = true

    let acked = 0
    let pairsComplete = 0
    for (const pair of pairs) {
      const [a, b] = pair.sides
      acked += a.acked.size + b.acked.size
      const whole = (from: Side, to: Side) =>
        from.acked.size > 0 && [...from.acked].every((seq) => to.received.has(seq))
      if (whole(a, b) && whole(b, a)) pairsComplete++
    }
    latencies.sort((x, y) => x - y)
    const figures: RelayLoadFigures = {
      nodes: options.nodes,
      clients: options.clients,
      fault: options.fault,
      seconds: Math.round(loadMs) / 1000,
      acked,
      refused: counts.refused,
      unanswered: counts.unanswered,
      publishesPerSecond: Math.round(acked / (loadMs / 1000)),
      deliveries: counts.deliveries,
      duplicates: counts.duplicates,
      p50Ms: round(percentile(latencies, 0.5)),
      p99Ms: round(percentile(latencies, 0.99)),
      maxMs: round(latencies.at(-1) ?? 0),
      ackedNotDelivered,
      ackedLost,
      pairsComplete,
      pairs: pairs.length,
      unexpectedDrops:
        options.fault === 'kill-node'
          ? Math.max(0, counts.drops - options.clients / 2)
          : counts.drops,
      redisConnectionsKilled,
      errors: [...errors],
    }
    if (options.fault === 'kill-node' && faultAt !== undefined && lastResubscribedAt !== undefined)
      figures.recoveryMs = Math.round(lastResubscribedAt - faultAt)
    return figures
  } finally {
    stopping = true
    publishing = false
    await Promise.all(pairs.flatMap((pair) => pair.sides.map((side) => side.client.close())))
    await Promise.all(nodes.map(({ relay }) => relay.stop()))
    admin.disconnect()
  }
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T
        await work(item)
      }
    }),
  )
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
}

const round = (ms: number) => Math.round(ms * 10) / 10
