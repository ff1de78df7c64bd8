/**
 * A throwaway PostgreSQL server for tests and the bench: Debian's `postgresql` (installed with
 * apt-get when no initdb is found under /usr/lib/postgresql/<version>/bin), a fresh data dir in
 * the temp dir (from initdb, or copied from `templateDataDir`), a free loopback port, trust auth.
 * As root it runs as the `postgres` user (initdb refuses root). `stop()` shuts it down and
 * deletes the data dir.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort, stopWithParent } from '@portico/devnet'
import pg from 'pg'

export interface RunningPostgres {
  /** postgres:// URL of the `postgres` database. */
  url: string
  port: number
  dataDir: string
  /** Creates a database (a copy of `template`, else empty) and returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>
  /** Shuts the server down and deletes its data dir. */
  stop(): Promise<void>
  /** Shuts the server down cleanly, keeping its data dir. */
  shutdown(): Promise<void>
}

const PG_ROOT = '/usr/lib/postgresql'

/** The newest installed server's bin dir, or undefined. */
function findPostgresBin(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : undefined
}

/** Installs Debian's postgresql when missing (root only). */
export function ensurePostgresInstalled(): string {
  const found = findPostgresBin()
  if (found) return found
  if (process.getuid?.() !== 0)
    throw new Error(
      'PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin). Install it with: sudo apt-get install -y postgresql',
    )
  const install = () =>
    // The lock timeout lets a second test process wait for the first one's install.
    execFileSync(
      'apt-get',
      ['-o', 'DPkg::Lock::Timeout=240', 'install', '-y', '-qq', 'postgresql'],
      {
        stdio: 'ignore',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    )
  try {
    install()
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
    install()
  }
  const bin = findPostgresBin()
  if (!bin) throw new Error('apt-get installed postgresql but no initdb was found')
  return bin
}

/** uid and gid of the `postgres` user when we are root; undefined otherwise. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
  return { uid: id('-u'), gid: id('-g') }
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited: ${log()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => {})
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  throw new Error(`postgres did not accept connections within 20 s: ${log()}`)
}

export interface StartPostgresOptions {
  /** A stopped server's data dir to copy instead of running initdb. */
  templateDataDir?: string
}

export async function startPostgresServer(
  options: StartPostgresOptions = {},
): Promise<RunningPostgres> {
  const bin = ensurePostgresInstalled()
  const user = postgresUser()
  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'))
  if (user) chownSync(dir, user.uid, user.gid)
  const data = join(dir, 'data')
  if (options.templateDataDir) {
    cpSync(options.templateDataDir, data, { recursive: true, preserveTimestamps: true })
    if (user) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, data])
  } else {
    execFileSync(
      join(bin, 'initdb'),
      [
        ...['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C'],
        // Small WAL segments: a smaller data dir to write and to copy.
        ...['--no-sync', '--wal-segsize=1'],
      ],
      { stdio: 'ignore', ...user },
    )
  }
  const port = await findFreePort()
  // Durability settings off: the tests stop client processes, never this server.
  const child = spawn(
    join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(port), '-k', dir, '-h', '127.0.0.1'],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=200'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  // SIGINT: PostgreSQL's fast shutdown.
  const shutdown = stopWithParent(child, 'SIGINT')
  const stop = async () => {
    await shutdown()
    rmSync(dir, { recursive: true, force: true })
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  try {
    await waitReady(url, child, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    port,
    dataDir: data,
    async createDatabase(name, template) {
      for (const n of [name, template ?? 'template1'])
        if (!/^[a-z_][a-z0-9_]{0,62}$/.test(n)) throw new Error(`bad database name ${n}`)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template ?? 'template1'}`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    stop,
    shutdown,
  }
}
