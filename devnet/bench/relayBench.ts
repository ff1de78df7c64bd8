/**
 * The relay under load and faults (issue 15 §6), for `npm run bench`: 1,000 connected clients
 * (500 dapp/wallet pairs) on 1 node and on 2 nodes sharing one Redis, then a node killed with
 * SIGKILL and the nodes' Redis connections killed with CLIENT KILL, each under the same load.
 * Prints acknowledged publishes per second, p50/p99 end-to-end latency and the count of publishes
 * acknowledged but never delivered (goal 0). Figures only: nothing is asserted. Loopback only.
 *
 *   node --import tsx devnet/bench/relayBench.ts [--clients 1000] [--seconds 12] [--rate 1]
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

const args = z
  .object({
    clients: z.coerce.number().int().min(2).default(1000),
    seconds: z.coerce.number().positive().default(12),
    rate: z.coerce.number().positive().default(1),
  })
  .parse(
    parseArgs({
      options: {
        clients: { type: 'string' },
        seconds: { type: 'string' },
        rate: { type: 'string' },
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
try {
  for (const scenario of scenarios) {
    const started = Date.now()
    const figures = await runRelayLoad({ ...scenario, redisUrl: redis.url })
    rows.push(figures)
    if (figures.errors.length) console.log(`  refusals: ${figures.errors.join('; ')}`)
    console.log(`  ${label(figures)}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
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
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)))
const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ')
console.log(`\n${line(header)}\n${table.map(line).join('\n')}`)
console.log(
  'acked-not-delivered: acked publishes a connected subscriber had not received after the drain; acked-lost: still missing after one more re-subscribe.',
)

function label(f: RelayLoadFigures): string {
  const where = f.nodes === 1 ? '1 node' : '2 nodes'
  return f.fault === 'none' ? where : `${where}, ${f.fault}`
}
