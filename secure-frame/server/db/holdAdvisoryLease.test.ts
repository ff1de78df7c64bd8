import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { createFramePostgresDatabase } from '../testing/frameTestPostgres.ts'
import { type AdvisoryLease, holdAdvisoryLease } from './holdAdvisoryLease.ts'

const RETRY_MS = 500
const HOLDER = fileURLToPath(new URL('../testing/holdLeaseProcess.ts', import.meta.url))

let url: string
let release: () => Promise<void>
const leases: AdvisoryLease[] = []
const children: ChildProcess[] = []
beforeAll(async () => {
  ;({ url, release } = await createFramePostgresDatabase())
}, 300_000)
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  await Promise.all(leases.splice(0).map((lease) => lease.stop()))
})
afterAll(() => release?.())

/** Another instance, in its own process, that holds lease `key` once this resolves. */
async function startHolder(key: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, url, String(key), '500'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let out = ''
  child.stdout?.on('data', (chunk) => {
    out += chunk
  })
  const deadline = Date.now() + 30_000
  while (!out.includes('held')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the holder never held')
    await new Promise((r) => setTimeout(r, 50))
  }
  return child
}

function startLease(key: number, idleTimeoutMs?: number) {
  let acquiredAt = 0
  let count = 0
  const lease = holdAdvisoryLease({
    databaseUrl: url,
    key,
    retryMs: RETRY_MS,
    idleTimeoutMs,
    onAcquired: () => {
      acquiredAt = Date.now()
      count++
    },
  })
  leases.push(lease)
  return { lease, acquiredAt: () => acquiredAt, count: () => count }
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

it('one holder at a time; a kill -9 of the holder hands the lease over within retryMs', async () => {
  const holder = await startHolder(71)
  const waiting = startLease(71)
  await new Promise((r) => setTimeout(r, 3 * RETRY_MS))
  expect(waiting.lease.held).toBe(false)
  const killedAt = Date.now()
  holder.kill('SIGKILL')
  await until(() => waiting.lease.held, 10_000)
  const takeoverMs = waiting.acquiredAt() - killedAt
  console.log(`lease takeover after kill -9: ${takeoverMs} ms (retry ${RETRY_MS} ms)`)
  expect(takeoverMs).toBeLessThanOrEqual(RETRY_MS + 500)
  expect(waiting.count()).toBe(1)
}, 60_000)

it('a frozen holder (SIGSTOP, connection left open) loses it after the idle timeout', async () => {
  const holder = await startHolder(72)
  // The holder's session times out after 3 × 500 ms of silence.
  const waiting = startLease(72)
  const frozenAt = Date.now()
  holder.kill('SIGSTOP')
  await until(() => waiting.lease.held, 15_000)
  const takeoverMs = waiting.acquiredAt() - frozenAt
  console.log(`lease takeover from a frozen holder: ${takeoverMs} ms (idle timeout 1500 ms)`)
  expect(takeoverMs).toBeGreaterThanOrEqual(1_000)
  expect(takeoverMs).toBeLessThanOrEqual(3 * RETRY_MS + RETRY_MS + 1_000)
  holder.kill('SIGKILL')
}, 60_000)

it('a stopped lease is free for the next instance at its next try', async () => {
  const first = startLease(73)
  await until(() => first.lease.held, 5_000)
  const second = startLease(73)
  await new Promise((r) => setTimeout(r, 2 * RETRY_MS))
  expect(second.lease.held).toBe(false)
  await first.lease.stop()
  await until(() => second.lease.held, RETRY_MS + 1_000)
  expect(first.lease.held).toBe(false)
})

it('keeps trying while the database cannot be reached, and reports why', async () => {
  const errors: Error[] = []
  const lease = holdAdvisoryLease({
    databaseUrl: 'postgres://postgres@127.0.0.1:9/none',
    key: 74,
    retryMs: 100,
    onAcquired: () => {},
    onError: (error) => errors.push(error),
  })
  leases.push(lease)
  await until(() => errors.length >= 2, 5_000)
  expect(lease.held).toBe(false)
  expect(errors[0]?.message).toMatch(/ECONNREFUSED/)
})
