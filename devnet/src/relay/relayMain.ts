/**
 * Runs the WalletConnect dev relay alone, as one process that stops cleanly on SIGINT/SIGTERM:
 *   node --import tsx devnet/src/relay/relayMain.ts --port 4200 [--host 127.0.0.1]
 *     --redis-url redis://127.0.0.1:6380 [--public-url wss://relay.example.com]
 * A Redis URL is required (--redis-url, else PORTICO_REDIS_URL): the mailbox must be durable.
 * `--memory-store-for-tests` runs on a memory mailbox instead, for tests only.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { assertPortFree } from '../ports.ts'
import { DEFAULT_RELAY_PORT, type RunningRelay, startRelay } from './startRelay.ts'

const argsSchema = z.object({
  port: z.coerce
    .number({ error: '--port must be a number' })
    .int('--port must be a whole number')
    .min(1, '--port must be between 1 and 65535')
    .max(65535, '--port must be between 1 and 65535')
    .default(DEFAULT_RELAY_PORT),
  host: z.string().min(1, '--host must not be empty').default('127.0.0.1'),
  'redis-url': z
    .string()
    .regex(/^rediss?:\/\/\S+$/, '--redis-url must be a redis:// or rediss:// URL')
    .optional(),
  'public-url': z
    .url({ protocol: /^wss?$/, error: '--public-url must be a ws:// or wss:// URL' })
    .optional(),
  'ping-interval-ms': z.coerce
    .number({ error: '--ping-interval-ms must be a number' })
    .int('--ping-interval-ms must be a whole number')
    .min(100, '--ping-interval-ms must be at least 100')
    .max(30_000, '--ping-interval-ms must be at most 30000 (clients drop the socket after 35 s)')
    .optional(),
  'memory-store-for-tests': z.boolean().optional(),
})

function fail(message: string): never {
  console.error(`relay: ${message}`)
  process.exit(1)
}

function readArgs(): z.infer<typeof argsSchema> {
  let values: unknown
  try {
    values = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'redis-url': { type: 'string' },
        'public-url': { type: 'string' },
        'ping-interval-ms': { type: 'string' },
        'memory-store-for-tests': { type: 'boolean' },
      },
      strict: true,
    }).values
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  const fromEnv = process.env.PORTICO_REDIS_URL
  const withEnv = { 'redis-url': fromEnv || undefined, ...(values as object) }
  const parsed = argsSchema.safeParse(withEnv)
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('; '))
  return parsed.data
}

const args = readArgs()
let relay: RunningRelay | undefined
let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await relay?.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())

try {
  await assertPortFree(args.host, args.port, 'the WalletConnect relay')
  relay = await startRelay({
    host: args.host,
    port: args.port,
    redisUrl: args['redis-url'],
    memoryStoreForTests: args['memory-store-for-tests'],
    pingIntervalMs: args['ping-interval-ms'],
    publicUrl: args['public-url'],
    log: (line) => console.log(line),
  })
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
