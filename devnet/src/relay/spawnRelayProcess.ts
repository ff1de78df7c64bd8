/**
 * The relay as its own process (relayMain.ts), for `npm start`: a relay fault, a flood or a
 * client that stops reading stalls that process only, never the cloud, the frame or the demo
 * served beside it. Resolves once it listens; `stop()` sends SIGTERM (the relay closes its
 * sockets; the mailbox stays in Redis) and waits for the exit.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { RelayOptions, RunningRelay } from './startRelay.ts'

const relayMain = fileURLToPath(new URL('./relayMain.ts', import.meta.url))
const START_TIMEOUT_MS = 20_000

export interface RelayProcess extends RunningRelay {
  process: ChildProcess
}

export type RelayProcessOptions = Pick<
  RelayOptions,
  'host' | 'port' | 'redisUrl' | 'memoryStoreForTests' | 'publicUrl' | 'pingIntervalMs' | 'log'
>

export function spawnRelayProcess(options: RelayProcessOptions = {}): Promise<RelayProcess> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  // --expose-gc: the relay gives a dropped socket's backlog back at once (startRelay.ts).
  const args = ['--expose-gc', '--import', 'tsx', relayMain, '--host', host]
  if (options.port !== undefined) args.push('--port', String(options.port))
  if (options.redisUrl !== undefined) args.push('--redis-url', options.redisUrl)
  if (options.publicUrl !== undefined) args.push('--public-url', options.publicUrl)
  if (options.pingIntervalMs !== undefined)
    args.push('--ping-interval-ms', String(options.pingIntervalMs))
  if (options.memoryStoreForTests) args.push('--memory-store-for-tests')
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  process.once('exit', kill)
  const stop = async () => {
    process.off('exit', kill)
    kill()
    await exited
  }
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  return new Promise((resolve, reject) => {
    let buffered = ''
    const timer = setTimeout(() => {
      void stop().then(() => reject(new Error(`the relay did not listen within 20 s: ${stderr}`)))
    }, START_TIMEOUT_MS)
    child.stdout?.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        log(line)
        const listening = /relay: listening on (ws:\/\/\S+?:(\d+))/.exec(line)
        if (listening?.[1] && listening[2]) {
          clearTimeout(timer)
          resolve({ url: listening[1], port: Number(listening[2]), process: child, stop })
        }
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      process.off('exit', kill)
      reject(new Error(`the relay exited (${code}): ${stderr.trim()}`))
    })
  })
}
