/**
 * One of the stack's servers as a process of its own (`node --import tsx <main>`), so a fault,
 * a flood or a stall in it cannot stall the others (issue 15: the relay, the cloud API and the
 * secure frame each run apart under `npm start`). Resolves once a line of its stdout says where
 * it listens; `stop()` sends SIGTERM and waits for the exit. The child is killed if this
 * process exits first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { PorticoError } from '@portico/shared'
import { stopWithParent } from './stopWithParent.ts'

const START_TIMEOUT_MS = 30_000

export interface ServiceProcessOptions {
  /** For messages: "the cloud API". */
  name: string
  /** The TypeScript entry point to run. */
  script: string
  args?: readonly string[]
  /** Node's own flags, before the script (e.g. `--expose-gc`). */
  nodeArgs?: readonly string[]
  /** The child's environment (nothing is inherited that is not given here). */
  env: Record<string, string | undefined>
  /** The URL the service serves at, when `line` is the one that says it listens. */
  readyUrl(line: string): string | undefined
  /** Each stdout line worth showing (the caller filters; default: none). */
  log?(line: string): void
  startTimeoutMs?: number
}

export interface ServiceProcess {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

export class ServiceProcessError extends PorticoError {
  override name = 'ServiceProcessError'
  constructor(message: string) {
    super(message, { code: 'SERVICE_PROCESS_FAILED' })
  }
}

export function spawnServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', options.script, ...(options.args ?? [])],
    { env: options.env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const stop = stopWithParent(child)
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const timeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS
  return new Promise((resolve, reject) => {
    let started = false
    let buffered = ''
    const timer = setTimeout(() => {
      void stop().then(() =>
        reject(
          new ServiceProcessError(
            `${options.name} did not listen within ${timeoutMs / 1000} s: ${stderr.trim()}`,
          ),
        ),
      )
    }, timeoutMs)
    child.stdout?.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        options.log?.(line)
        const url = started ? undefined : options.readyUrl(line)
        if (url) {
          started = true
          clearTimeout(timer)
          resolve({ url, process: child, stop })
        }
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      if (!started)
        reject(new ServiceProcessError(`${options.name} exited (${code}): ${stderr.trim()}`))
    })
  })
}
