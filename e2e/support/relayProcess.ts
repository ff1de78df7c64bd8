/**
 * The e2e stack's WalletConnect relay runs as its own process (the one-command form from
 * devnet/src/relay/README.md), so a spec can kill it for real and start it again on the same
 * port and data dir. Its PID lives in a file, so whichever process started it can be stopped by
 * whichever process comes next (a spec restarts it; the global teardown stops the last one).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { e2eConfig } from './e2eStack.ts'

const pidFile = join(e2eConfig.dataDir, 'relay.pid')

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: e2eConfig.host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * Starts the relay process on the stack's Redis (so a restarted relay still owes what the
 * killed one had stored) and waits until it accepts connections.
 */
export async function startRelayProcess(): Promise<void> {
  mkdirSync(e2eConfig.dataDir, { recursive: true })
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repoRoot, 'devnet/src/relay/relayMain.ts'),
      '--port',
      String(e2eConfig.ports.relay),
      '--host',
      e2eConfig.host,
      '--redis-url',
      e2eConfig.redisUrl,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  child.unref()
  if (!child.pid) throw new Error('the relay process did not start')
  writeFileSync(pidFile, String(child.pid))
  await waitFor(() => portOpen(e2eConfig.ports.relay), 'the relay to listen')
}

/** Stops the relay by its PID: SIGKILL is a crash (no goodbye, no final save). */
export async function stopRelayProcess(signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM'): Promise<void> {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8'))
  rmSync(pidFile, { force: true })
  try {
    process.kill(pid, signal)
  } catch {
    return // already gone
  }
  await waitFor(async () => !(await portOpen(e2eConfig.ports.relay)), 'the relay to stop')
}

export async function restartRelayProcess(): Promise<void> {
  await stopRelayProcess('SIGKILL')
  await startRelayProcess()
}
