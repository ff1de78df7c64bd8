import { Redis } from 'ioredis'
import { afterEach, expect, test } from 'vitest'
import { type RunningRedisServer, startRedisServer } from './startRedisServer.ts'

let server: RunningRedisServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

test('a loopback Redis with the append-only file on, stopped by its PID', async () => {
  server = await startRedisServer()
  expect(server.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/)
  const client = new Redis(server.url)
  try {
    await client.set('portico:test', 'kept')
    expect(await client.get('portico:test')).toBe('kept')
    expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes'])
    expect(await client.config('GET', 'maxmemory-policy')).toEqual([
      'maxmemory-policy',
      'noeviction',
    ])
  } finally {
    client.disconnect()
  }
  const pid = server.process.pid as number
  await server.stop()
  server = undefined
  expect(() => process.kill(pid, 0)).toThrow()
})

test('what was written is there after a restart on the same data dir', async () => {
  const { mkdtempSync, rmSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const { chmodSync, statSync } = await import('node:fs')
  const dir = mkdtempSync(join(tmpdir(), 'portico-redis-test-'))
  chmodSync(dir, 0o755)
  try {
    server = await startRedisServer({ dataDir: dir, appendFsync: 'always' })
    // The relay's mailboxes live here: no other account may enter the dir.
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    let client = new Redis(server.url)
    await client.set('portico:kept', '1')
    client.disconnect()
    server.process.kill('SIGKILL')
    await new Promise((r) => server?.process.once('exit', r))
    server = await startRedisServer({ dataDir: dir, port: server.port })
    client = new Redis(server.url)
    expect(await client.get('portico:kept')).toBe('1')
    client.disconnect()
  } finally {
    await server?.stop()
    server = undefined
    rmSync(dir, { recursive: true, force: true })
  }
})
