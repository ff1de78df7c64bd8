/**
 * The relay under paused readers and a publish flood (issue 15 §2 and §6), used by
 * spawnRelayProcess.flood.test.ts (which asserts the bounds) and devnet/bench/relayBench.ts
 * (which prints the figures). The relay runs as its own process, as `npm start` runs it, on a
 * Redis of the harness's own (flushed first). Two phases:
 * - paused readers: `readers` sockets subscribed to four flood topics stop reading (their TCP
 *   socket is paused) while another client publishes `floodMiB` × 1 MiB to those topics, so each
 *   is owed far more than the relay's per-socket send buffer. The relay should close each with
 *   1013; the relay child's RSS (VmRSS from /proc) is sampled before, during and `afterSeconds`
 *   after. Meanwhile two other clients time round trips (publish on one → delivery on the other);
 * - flooder: one client publishes `flooderRateMultiple` × its allowed rate as fast as the relay
 *   answers (50 in flight); accepted, refused (rate) and stored are counted, and two other
 *   clients time round trips meanwhile.
 * Figures only: nothing is asserted here.
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { Redis } from 'ioredis'
import { z } from 'zod'
import { findFreePort } from '../ports.ts'
import { RELAY_PUBLISH_RATE } from './relayRateLimit.ts'
import { connectRelayClient, randomTopic, sleep, type TestRelayClient } from './relayTestClient.ts'
import { type RelayProcess, spawnRelayProcess } from './spawnRelayProcess.ts'
import { MAX_SOCKET_BUFFER_BYTES } from './startRelay.ts'

export const relayPausedReadersOptionsSchema = z.object({
  /** A Redis of the harness's own: it is flushed before the run. */
  redisUrl: z.string().regex(/^redis:\/\/\S+$/),
  /** Sockets that stop reading, each subscribed to every flood topic. */
  readers: z.number().int().min(1).max(100).default(10),
  /** MiB published to the flood topics (owed to every paused reader). */
  floodMiB: z.number().int().min(1).max(200).default(24),
  /** How long after the paused readers are gone the relay's RSS is read again. */
  afterSeconds: z.number().nonnegative().max(60).default(3),
  /** How long to wait for every paused reader to be closed. */
  closeTimeoutSeconds: z.number().positive().max(120).default(30),
  /** The flooder publishes this many times its allowed rate, in all. */
  flooderRateMultiple: z.number().int().min(1).max(10).default(3),
})
export type RelayPausedReadersOptions = z.input<typeof relayPausedReadersOptionsSchema>

export interface RoundTripFigures {
  count: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Every round trip, in order, rounded to the millisecond. */
  timesMs: number[]
}

export interface RelayPausedReadersFigures {
  readers: number
  floodMiB: number
  /** The relay's per-socket send buffer cap. */
  socketBufferCapMiB: number
  /** Flood publishes the relay answered with `true` (all of them, or something is wrong). */
  floodAccepted: number
  /** How each paused reader's socket closed; `null` if it was still open at the timeout. */
  closeCodes: (number | null)[]
  /** The relay child's RSS once the readers are paused, at its peak during the flood, and after. */
  rssBaselineMiB: number
  rssPeakMiB: number
  rssAfterMiB: number
  afterSeconds: number
  /** Other clients' round trips while the paused readers were owed the flood. */
  duringFlood: RoundTripFigures
  flooder: {
    offered: number
    accepted: number
    /** Refused with "Rate limit exceeded". */
    refused: number
    /** Of its topics' messages, how many the relay stored. */
    stored: number
    /** Other clients' round trips while it flooded. */
    others: RoundTripFigures
  }
  /** A few distinct refusals of the flood publishes, to say why. */
  errors: string[]
}

/** Runs both phases end to end: relay up, paused readers, flood, flooder, figures, teardown. */
export async function runRelayPausedReaders(
  input: RelayPausedReadersOptions,
): Promise<RelayPausedReadersFigures> {
  const options = relayPausedReadersOptionsSchema.parse(input)
  const admin = new Redis(options.redisUrl, { maxRetriesPerRequest: 5 })
  admin.on('error', () => {})
  await admin.flushall()
  admin.disconnect()

  const logs: string[] = []
  const clients: TestRelayClient[] = []
  const errors = new Set<string>()
  let relay: RelayProcess | undefined
  const timers: NodeJS.Timeout[] = []
  try {
    relay = await spawnRelayProcess({
      port: await findFreePort(),
      redisUrl: options.redisUrl,
      // Slow pings: only the send buffer cap, not a missed pong, may close the paused sockets.
      pingIntervalMs: 30_000,
      log: (line) => logs.push(line),
    })
    const { url, process: child } = relay
    const connect = async () => {
      const client = await connectRelayClient(url)
      clients.push(client)
      return client
    }
    /** The relay child's resident memory in MiB, from /proc. */
    const rssMiB = () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024
    }

    /** Two clients on their own topic timing publish → delivery until `until` settles. */
    const roundTrips = async (until: Promise<unknown>): Promise<RoundTripFigures> => {
      const [sender, receiver] = [await connect(), await connect()]
      const topic = randomTopic()
      await receiver.request('irn_subscribe', { topic })
      let done = false
      void until.finally(() => {
        done = true
      })
      const times: number[] = []
      for (let i = 0; !done || times.length < 20; i++) {
        const message = Buffer.from(`ping ${i} ${Date.now()}`).toString('base64')
        const start = performance.now()
        await sender.request('irn_publish', { topic, message, ttl: 60 })
        await receiver.waitFor((frame) => frame.json.params?.data.message === message, 10_000)
        times.push(performance.now() - start)
        await sleep(10)
      }
      return roundTripFigures(times)
    }

    // Phase 1: paused readers owed the flood.
    const publisher = await connect()
    const topics = [randomTopic(), randomTopic(), randomTopic(), randomTopic()]
    const paused = await Promise.all(Array.from({ length: options.readers }, connect))
    for (const client of paused) await client.request('irn_batchSubscribe', { topics })
    // The harness only counts their bytes: parsing every backlog here would slow the timing.
    for (const client of paused) client.socket.removeAllListeners('message')
    const closeCodes: (number | null)[] = paused.map(() => null)
    const allClosed = Promise.all(
      paused.map(
        (client, i) =>
          new Promise<void>((resolve) =>
            client.socket.once('close', (code: number) => {
              closeCodes[i] = code
              resolve()
            }),
          ),
      ),
    )
    // A stalled client comes back once the relay has given up on it: it reads the 1013.
    const given = new Set<TestRelayClient>()
    const resumeWhenClosed = setInterval(() => {
      for (const client of paused)
        if (
          !given.has(client) &&
          logs.some((l) => l.includes(`${client.identity.clientId.slice(0, 16)}… is not reading`))
        ) {
          given.add(client)
          tcpOf(client).resume()
        }
    }, 20)
    timers.push(resumeWhenClosed)
    for (const client of paused) tcpOf(client).pause()
    await sleep(500)
    const baseline = rssMiB()
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB())
    }, 25)
    timers.push(sampler)

    let floodAccepted = 0
    const flood = (async () => {
      for (let i = 0; i < options.floodMiB; i++) {
        const message = Buffer.alloc(786_000, i).toString('base64') // 1 MiB of text
        const topic = topics[i % topics.length]
        const { json } = await publisher.request('irn_publish', { topic, message, ttl: 60 })
        if (json.result === true) floodAccepted++
        else if (errors.size < 5) errors.add(json.error?.message ?? 'no result')
      }
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([
        allClosed,
        new Promise((resolve) => {
          timeout = setTimeout(resolve, options.closeTimeoutSeconds * 1000)
        }),
      ])
      clearTimeout(timeout)
    })()
    const [duringFlood] = await Promise.all([roundTrips(flood), flood])
    clearInterval(resumeWhenClosed)
    const rssPeakMiB = peak
    await sleep(options.afterSeconds * 1000)
    clearInterval(sampler)
    const rssAfterMiB = rssMiB()

    // Phase 2: a flooder past its rate.
    const flooder = await connect()
    const flooderTopics = Array.from({ length: 10 }, randomTopic)
    const offered = options.flooderRateMultiple * RELAY_PUBLISH_RATE.messages
    let accepted = 0
    let refused = 0
    const flooding = (async () => {
      for (let sent = 0; sent < offered; sent += 50) {
        const answers = await Promise.all(
          Array.from({ length: Math.min(50, offered - sent) }, (_, i) =>
            flooder.request('irn_publish', {
              topic: flooderTopics[i % flooderTopics.length],
              message: Buffer.from(`flood ${sent} ${i}`).toString('base64'),
              ttl: 60,
            }),
          ),
        )
        for (const { json } of answers) {
          if (json.result === true) accepted++
          else if (/^Rate limit exceeded/.test(json.error?.message ?? '')) refused++
        }
      }
    })()
    const [others] = await Promise.all([roundTrips(flooding), flooding])
    const reader = await connect()
    const { json } = await reader.request('irn_batchFetchMessages', { topics: flooderTopics })
    const stored = z.object({ messages: z.array(z.unknown()) }).parse(json.result).messages.length

    return {
      readers: options.readers,
      floodMiB: options.floodMiB,
      socketBufferCapMiB: MAX_SOCKET_BUFFER_BYTES / 2 ** 20,
      floodAccepted,
      closeCodes,
      rssBaselineMiB: round(baseline),
      rssPeakMiB: round(rssPeakMiB),
      rssAfterMiB: round(rssAfterMiB),
      afterSeconds: options.afterSeconds,
      duringFlood,
      flooder: { offered, accepted, refused, stored, others },
      errors: [...errors],
    }
  } finally {
    for (const timer of timers) clearInterval(timer)
    await Promise.all(clients.map((client) => client.close()))
    await relay?.stop()
  }
}

/** The figures in a few lines, as the test logs them and the bench prints them. */
export function describeRelayPausedReaders(f: RelayPausedReadersFigures): string[] {
  const codes = new Map<string, number>()
  for (const code of f.closeCodes) codes.set(String(code), (codes.get(String(code)) ?? 0) + 1)
  const rt = (r: RoundTripFigures) =>
    `${r.count} round trips, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms`
  return [
    `paused readers: ${f.readers} × ${f.floodMiB} MiB owed (send buffer cap ${f.socketBufferCapMiB} MiB each; ${f.floodAccepted}/${f.floodMiB} flood publishes acked); closed with ${[...codes].map(([code, n]) => `${code} ×${n}`).join(', ')}`,
    `relay RSS: ${f.rssBaselineMiB.toFixed(0)} MiB before, peak +${(f.rssPeakMiB - f.rssBaselineMiB).toFixed(0)} MiB during the flood, +${(f.rssAfterMiB - f.rssBaselineMiB).toFixed(0)} MiB ${f.afterSeconds} s after`,
    `others during the flood: ${rt(f.duringFlood)}`,
    `flooder (${f.flooder.offered} publishes, ${f.flooder.offered / RELAY_PUBLISH_RATE.messages} × its rate): ${f.flooder.accepted} accepted, ${f.flooder.refused} refused (rate), ${f.flooder.stored} stored; others meanwhile: ${rt(f.flooder.others)}`,
  ]
}

/** The client's TCP socket under `ws`: pausing it stops reading, as a stalled client does. */
function tcpOf(client: TestRelayClient) {
  return (client.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket
}

/** Nearest-rank percentile (p in 0..1) of unsorted values. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0
}

function roundTripFigures(times: number[]): RoundTripFigures {
  return {
    count: times.length,
    p50Ms: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    maxMs: Math.round(Math.max(0, ...times)),
    timesMs: times.map(Math.round),
  }
}

function round(mib: number): number {
  return Math.round(mib * 10) / 10
}
