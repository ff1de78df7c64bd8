/**
 * The relay as its own process (relayMain.ts), for `npm start`: a relay fault, a flood or a
 * client that stops reading stalls that process only, never the cloud, the frame or the demo
 * served beside it. Resolves once it listens; `stop()` sends SIGTERM (the relay closes its
 * sockets; the mailbox stays in Redis) and waits for the exit.
 */
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { listeningUrl } from '../processes/serverLogLines.ts'
import { spawnServiceProcess } from '../processes/spawnServiceProcess.ts'
import type { RelayOptions, RunningRelay } from './startRelay.ts'

const relayMain = fileURLToPath(new URL('./relayMain.ts', import.meta.url))

export interface RelayProcess extends RunningRelay {
  process: ChildProcess
}

export type RelayProcessOptions = Pick<
  RelayOptions,
  'host' | 'port' | 'redisUrl' | 'memoryStoreForTests' | 'publicUrl' | 'pingIntervalMs' | 'log'
>

export async function spawnRelayProcess(options: RelayProcessOptions = {}): Promise<RelayProcess> {
  const args = ['--host', options.host ?? '127.0.0.1']
  if (options.port !== undefined) args.push('--port', String(options.port))
  if (options.redisUrl !== undefined) args.push('--redis-url', options.redisUrl)
  if (options.publicUrl !== undefined) args.push('--public-url', options.publicUrl)
  if (options.pingIntervalMs !== undefined)
    args.push('--ping-interval-ms', String(options.pingIntervalMs))
  if (options.memoryStoreForTests) args.push('--memory-store-for-tests')
  const relay = await spawnServiceProcess({
    name: 'the relay',
    script: relayMain,
    // --expose-gc: the relay gives a dropped socket's backlog back at once (startRelay.ts).
    nodeArgs: ['--expose-gc'],
    args,
    env: process.env,
    readyUrl: listeningUrl,
    log: options.log,
    startTimeoutMs: 20_000,
  })
  return { ...relay, port: Number(new URL(relay.url).port) }
}
