/**
 * The relay under load and faults (issue 15 §6), for `npm run bench`: 1,000 connected clients
 * (500 dapp/wallet pairs) on 1 node and on 2 nodes sharing one Redis, then a node killed with
 * SIGKILL and the nodes' Redis connections killed with CLIENT KILL, each under the same load.
 * Prints acknowledged publishes per second, p50/p99 end-to-end latency and the count of publishes
 * acknowledged but never delivered (goal 0). Then, once, the paused-reader scenario
 * (relayPausedReaders.ts, the one spawnRelayProcess.flood.test.ts asserts bounds on): the relay
 * process's RSS while paused readers are owed a flood and after they are closed, the close codes,
 * others' round trips meanwhile and a flooder's accepted/refused/stored publishes.
 * Figures only: nothing is asserted. Loopback only.
 *
 *   node --import tsx devnet/bench/relayBench.ts [--clients 1000] [--seconds 12] [--rate 1]
 *     [--paused-readers 10] [--paused-mib 24]
 */
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { startRedisServer } from '../src/redis/startRedisServer.ts'
import {
  type RelayLoadFigures,
  type RelayLoadOptions,
  runRelayLoad,
} from '../src/relay/relayLoad.ts'
import {
  type RelayPausedReadersFigures,
  runRelayPausedReaders,
} from '../src/relay/relayPausedReaders.ts'
import { RELAY_PUBLISH_RATE } from '../src/relay/relayRateLimit.ts'

const args = z
  .object({
    clients: z.coerce.number().int().min(2).default(1000),
    seconds: z.coerce.number().positive().default(12),
    rate: z.coerce.number().positive().default(1),
    'paused-readers': z.coerce.number().int().positive().default(10),
    'paused-mib': z.coerce.number().int().positive().default(24),
  })
  .parse(
    parseArgs({
      options: {
        clients: { type: 'string' },
        seconds: { type: 'string' },
        rate: { type: 'string' },
        'paused-readers': { type: 'string' },
        'paused-mib': { type: 'string' },
      },
    }).values,
  )

const scenarios: Omit<RelayLoadOptions, 'redisUrl'>[] = [
  { nodes: 1, fault: 'none' },
  { nodes: 2, fault: 'none' },
  { nodes: 2, fault: 'kill-node' },
  { nodes: 2, fault: 'kill-redis-clients' },
].map((s) => ({
  ...s,
  clients: args.clients,
  seconds: args.seconds,
  ratePerClient: args.rate,
})) as Omit<RelayLoadOptions, 'redisUrl'>[]

console.log(
  `\nRelay load (${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start): ${args.clients} clients (${args.clients / 2} pairs), each offering ${args.rate} publishes/s for ${args.seconds} s`,
)
const redis = await startRedisServer()
const rows: RelayLoadFigures[] = []
let paused: RelayPausedReadersFigures | undefined
try {
  for (const scenario of scenarios) {
    const started = Date.now()
    const figures = await runRelayLoad({ ...scenario, redisUrl: redis.url })
    rows.push(figures)
    if (figures.errors.length) console.log(`  refusals: ${figures.errors.join('; ')}`)
    console.log(`  ${label(figures)}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const started = Date.now()
  paused = await runRelayPausedReaders({
    redisUrl: redis.url,
    readers: args['paused-readers'],
    floodMiB: args['paused-mib'],
  })
  console.log(`  paused readers: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await redis.stop()
}

const header = [
  'scenario',
  'clients',
  'publishes/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'acked',
  'refused',
  'unanswered',
  'acked-not-delivered',
  'acked-lost',
  'pairs ok',
  'recovery ms',
]
const table = rows.map((f) => [
  label(f),
  String(f.clients),
  String(f.publishesPerSecond),
  String(f.p50Ms),
  String(f.p99Ms),
  String(f.maxMs),
  String(f.acked),
  String(f.refused),
  String(f.unanswered),
  String(f.ackedNotDelivered),
  String(f.ackedLost),
  `${f.pairsComplete}/${f.pairs}`,
  f.recoveryMs === undefined ? '-' : String(f.recoveryMs),
])
printTable(header, table)
console.log(
  'acked-not-delivered: acked publishes a connected subscriber had not received after the drain; acked-lost: still missing after one more re-subscribe.',
)

if (paused) {
  const p = paused
  const codes = [...new Set(p.closeCodes)]
    .map((code) => `${code}×${p.closeCodes.filter((c) => c === code).length}`)
    .join(' ')
  console.log(
    `\nRelay paused readers (relay in its own process, send buffer cap ${p.socketBufferCapMiB} MiB per socket): ${p.readers} sockets stop reading, each owed ${p.floodMiB} MiB; then one client publishes ${p.flooder.offered / RELAY_PUBLISH_RATE.messages} × its rate`,
  )
  printTable(
    [
      'phase',
      'closed',
      'RSS before MiB',
      'peak +MiB',
      `+MiB ${p.afterSeconds} s after`,
      'round trips',
      'p50 ms',
      'p99 ms',
      'max ms',
      'accepted',
      'refused',
      'stored',
    ],
    [
      [
        'paused readers',
        codes,
        p.rssBaselineMiB.toFixed(0),
        (p.rssPeakMiB - p.rssBaselineMiB).toFixed(0),
        (p.rssAfterMiB - p.rssBaselineMiB).toFixed(0),
        String(p.duringFlood.count),
        String(p.duringFlood.p50Ms),
        String(p.duringFlood.p99Ms),
        String(p.duringFlood.maxMs),
        `${p.floodAccepted}/${p.floodMiB}`,
        '-',
        '-',
      ],
      [
        'flooder',
        '-',
        '-',
        '-',
        '-',
        String(p.flooder.others.count),
        String(p.flooder.others.p50Ms),
        String(p.flooder.others.p99Ms),
        String(p.flooder.others.maxMs),
        String(p.flooder.accepted),
        String(p.flooder.refused),
        String(p.flooder.stored),
      ],
    ],
  )
  console.log(
    "closed: the paused readers' close codes (1013: send buffer full); round trips: two other clients' publish → delivery meanwhile; accepted/refused/stored: the flood's publishes (1 MiB each) or the flooder's (refused: rate limit).",
  )
  if (p.errors.length) console.log(`  flood refusals: ${p.errors.join('; ')}`)
}

function printTable(header: string[], table: string[][]) {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)),
  )
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ')
  console.log(`\n${line(header)}\n${table.map(line).join('\n')}`)
}

function label(f: RelayLoadFigures): string {
  const where = f.nodes === 1 ? '1 node' : '2 nodes'
  return f.fault === 'none' ? where : `${where}, ${f.fault}`
}
