/**
 * Starts a bcoin full node on regtest as its own child process (the node script run by this
 * Node binary, not through npx, so its PID is the node's) and waits for its HTTP API. bcoin
 * keeps its chain in memory here: every start mines a fresh chain. Quirks (offline-stack.md):
 * NODE_BACKEND=js, because bcoin's native helpers (mrmr, bcrypto) are not built here; no
 * P2P listener; stopped by PID with SIGTERM and SIGKILL when it lingers.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

export interface BitcoinNodeOptions {
  host: string
  /** The node's HTTP + JSON-RPC port. */
  port: number
  /** bcoin's prefix dir (logs; the chain stays in memory). */
  dataDir: string
}

export interface RunningBitcoinNode {
  /** HTTP API and JSON-RPC (POST /) of the node; no auth, loopback only. */
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

/** How long the node gets to exit on SIGTERM before it is killed. */
const STOP_GRACE_MS = 3000

export function bcoinNodeScript(): string {
  return join(dirname(require.resolve('bcoin/package.json')), 'bin', 'node')
}

export async function startBitcoinNode(options: BitcoinNodeOptions): Promise<RunningBitcoinNode> {
  const urlHost = options.host === '::1' ? '[::1]' : options.host
  const url = `http://${urlHost}:${options.port}`
  const child = spawn(
    process.execPath,
    [
      bcoinNodeScript(),
      '--network=regtest',
      `--prefix=${options.dataDir}`,
      '--memory=true',
      '--no-wallet',
      '--listen=false',
      `--http-host=${options.host}`,
      `--http-port=${options.port}`,
      '--no-auth=true',
      '--index-address=true',
      '--index-tx=true',
      '--workers=false',
      '--log-level=warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_BACKEND: 'js' } },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  process.once('exit', kill)
  const stop = async () => {
    process.off('exit', kill)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    // bcoin sometimes keeps running after SIGTERM (open sockets): kill it after a grace time.
    const timer = setTimeout(kill, STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`bcoin exited with code ${child.exitCode}: ${stderr.trim()}`)
    try {
      const res = await fetch(`${url}/`)
      if (res.ok) return { url, process: child, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stop()
  throw new Error(`bcoin did not answer on ${url} within 20 s`)
}
