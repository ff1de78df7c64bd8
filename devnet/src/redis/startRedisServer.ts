/**
 * Debian's `redis-server` as a child process of ours: what the relay's mailbox and fan-out and the
 * servers' shared state (proof replays, rate limits, cooldowns, leases) live on when several
 * instances run. Bound to loopback, AOF on (`appendfsync everysec` unless asked for `always`), no
 * RDB snapshots, stopped by its PID. Installed with apt-get when missing (root only), as the
 * other Debian parts are.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from '../ports.ts'
import { makePrivateDir } from '../privateFiles.ts'
import { stopWithParent } from '../processes/stopWithParent.ts'

export const REDIS_SERVER_PATH = '/usr/bin/redis-server'

export interface RedisServerOptions {
  host?: string
  /** A free port is taken when absent. */
  port?: number
  /** Where the append-only file lives; a temp dir (deleted on stop) when absent. */
  dataDir?: string
  /** `always`: no acknowledged write is lost even if the machine fails; `everysec`: up to 1 s. */
  appendFsync?: 'always' | 'everysec'
}

export interface RunningRedisServer {
  url: string
  port: number
  process: ChildProcess
  /** SIGTERM (Redis flushes the AOF and exits), then waits; deletes a temp data dir. */
  stop(): Promise<void>
}

/** Installs Debian's redis-server when missing (root only; others are told the command). */
export function ensureRedisInstalled(): string {
  if (existsSync(REDIS_SERVER_PATH)) return REDIS_SERVER_PATH
  if (process.getuid?.() !== 0)
    throw new Error(
      'redis-server is not installed. Install it with: sudo apt-get install -y redis-server',
    )
  const install = () =>
    // The lock timeout lets a second process wait for the first one's install.
    execFileSync(
      'apt-get',
      ['-o', 'DPkg::Lock::Timeout=240', 'install', '-y', '-qq', 'redis-server'],
      { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    )
  try {
    install()
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
    install()
  }
  if (!existsSync(REDIS_SERVER_PATH)) throw new Error('apt-get installed no redis-server')
  return REDIS_SERVER_PATH
}

/** Resolves once a PING over a raw socket gets +PONG. */
function ping(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

export async function startRedisServer(
  options: RedisServerOptions = {},
): Promise<RunningRedisServer> {
  const binary = ensureRedisInstalled()
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? (await findFreePort(host))
  const temporary = options.dataDir === undefined
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portico-redis-'))
  // The relay's mailboxes and the limits' counts: Redis writes them here, 0700.
  makePrivateDir(dir)
  const child = spawn(
    binary,
    [
      ...['--port', String(port), '--bind', host, '--dir', dir],
      ...['--appendonly', 'yes', '--appendfsync', options.appendFsync ?? 'everysec'],
      ...['--save', '', '--daemonize', 'no', '--protected-mode', 'yes'],
      // Our data must not be evicted to make room: a full Redis refuses writes instead.
      ...['--maxmemory-policy', 'noeviction', '--logfile', ''],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stopChild = stopWithParent(child)
  const stop = async () => {
    await stopChild()
    if (temporary) rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`redis-server exited with code ${child.exitCode}: ${output.trim()}`)
    }
    if (await ping(host, port)) {
      const urlHost = host.includes(':') ? `[${host}]` : host
      return { url: `redis://${urlHost}:${port}`, port, process: child, stop }
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stop()
  throw new Error(`redis-server did not answer PING within 15 s: ${output.trim()}`)
}
