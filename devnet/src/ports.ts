/** Checks, before anything starts, that every port the stack wants is free. */

import { randomInt } from 'node:crypto'
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PorticoError, type PorticoErrorOptions } from '@portico/shared'

export class PortInUseError extends PorticoError {
  override name = 'PortInUseError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'PORT_IN_USE', ...options })
  }
}

export function assertPortFree(host: string, port: number, part: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        reject(
          new PortInUseError(
            `Port ${port} (${host}) is already in use; ${part} wants it. Stop what listens there or choose another port for ${part}.`,
          ),
        )
      } else reject(error)
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}

export async function assertPortsFree(host: string, ports: Record<string, number>): Promise<void> {
  for (const [part, port] of Object.entries(ports)) await assertPortFree(host, port, part)
}

/**
 * Where findFreePort draws from: below Linux's default ephemeral range (32768-60999), above the
 * stack's fixed ports (the defaults up to 9332, e2e's 11025-18900). A port the kernel hands out
 * (`listen(0)`) lies inside that range, where a test that polls a child process's port before it
 * listens (bcoin, anvil) can be given that very port as its source port and connect to itself;
 * the child then cannot bind it.
 */
export const TEST_PORT_RANGE = { min: 20_000, max: 32_767 } as const

/**
 * The ports findFreePort handed out lately, one file each, shared by every process of the
 * machine: parallel test files (separate processes) must not be given the same port in the time
 * between the check and their server's listen (a start of anvil or PostgreSQL takes a while).
 */
const HANDED_OUT_DIR = join(tmpdir(), 'portico-test-ports')
/** How long a port stays handed out: its server listens by then, or never will. */
const HANDED_OUT_MS = 60_000

/** Claims `port` for this caller; false while another caller's claim on it is recent. */
function claimPort(port: number): boolean {
  const file = join(HANDED_OUT_DIR, String(port))
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  try {
    if (Date.now() - statSync(file).mtimeMs < HANDED_OUT_MS) return false
    writeFileSync(file, String(process.pid))
    return true
  } catch {
    return false
  }
}

/**
 * A TCP port on `host` that nothing listens on right now and that no other caller on this
 * machine was given in the last minute (for tests that start servers).
 */
export async function findFreePort(
  host = '127.0.0.1',
  { min, max }: { min: number; max: number } = TEST_PORT_RANGE,
): Promise<number> {
  mkdirSync(HANDED_OUT_DIR, { recursive: true })
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(min, max + 1)
    if (!claimPort(port)) continue
    const free = await assertPortFree(host, port, 'a test').then(
      () => true,
      () => false,
    )
    if (free) return port
  }
  throw new PortInUseError(`No free port on ${host} between ${min} and ${max} after 100 tries.`)
}
