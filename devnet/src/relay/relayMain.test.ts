/** The relay CLI as one process: starts, serves, stops on SIGTERM; its mailbox stays in Redis. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { startRedisServer } from '../redis/startRedisServer.ts'
import {
  connectRelayClient,
  createTestIdentity,
  randomTopic,
  signRelayJwt,
} from './relayTestClient.ts'
import { startRelay } from './startRelay.ts'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const started: ChildProcess[] = []

function runRelayMain(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'devnet/src/relay/relayMain.ts', ...args],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  started.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const output = () => ({ stdout, stderr })
  const waitForOutput = async (text: string) => {
    for (let i = 0; i < 200 && !stdout.includes(text); i++) {
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(stdout).toContain(text)
  }
  return { child, exited, output, waitForOutput }
}

describe('relayMain', () => {
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  })

  it('runs the relay until SIGTERM and exits 0; a new one on the same Redis still owes', async () => {
    const redis = await startRedisServer()
    try {
      const port = await findFreePort()
      const args = ['--port', String(port), '--redis-url', redis.url]
      const relay = runRelayMain(args)
      await relay.waitForOutput(`listening on ws://127.0.0.1:${port} (mailbox in Redis)`)
      const client = await connectRelayClient(`ws://127.0.0.1:${port}`)
      const topic = randomTopic()
      const { json } = await client.request('irn_publish', { topic, message: 'Y2xp', ttl: 60 })
      expect(json.result).toBe(true)

      relay.child.kill('SIGTERM')
      expect(await relay.exited).toBe(0)
      expect(relay.output().stdout).toContain('relay: stopped')
      expect(relay.output().stdout).not.toContain('Y2xp')

      const again = runRelayMain(args)
      await again.waitForOutput('listening on')
      const wallet = await connectRelayClient(`ws://127.0.0.1:${port}`)
      await wallet.request('irn_subscribe', { topic })
      const delivery = await wallet.waitFor((frame) => frame.json.method === 'irn_subscription')
      expect(delivery.json.params?.data.message).toBe('Y2xp')
      await wallet.close()
      again.child.kill('SIGTERM')
      expect(await again.exited).toBe(0)
    } finally {
      await redis.stop()
    }
  }, 30_000)

  it('behind a proxy, checks aud against --public-url instead of the Host header', async () => {
    const port = await findFreePort()
    const publicUrl = 'wss://relay.portico.example'
    const relay = runRelayMain([
      '--port',
      String(port),
      '--public-url',
      publicUrl,
      '--memory-store-for-tests',
    ])
    await relay.waitForOutput(`listening on ws://127.0.0.1:${port}`)
    const local = `ws://127.0.0.1:${port}`
    const identity = createTestIdentity()
    // What a client given the public URL signs; the "proxy" here passes Host 127.0.0.1:port.
    const client = await connectRelayClient(local, {
      identity,
      auth: signRelayJwt(identity, { aud: publicUrl }),
    })
    const { json } = await client.request('irn_subscribe', { topic: randomTopic() })
    expect(typeof json.result).toBe('string')
    await client.close()
    // A token addressed to the local address is not for the public relay.
    await expect(connectRelayClient(local)).rejects.toMatchObject({ status: 401 })
    relay.child.kill('SIGTERM')
    expect(await relay.exited).toBe(0)

    const bad = runRelayMain(['--public-url', 'https://relay.portico.example'])
    expect(await bad.exited).toBe(1)
    expect(bad.output().stderr).toContain('--public-url must be a ws:// or wss:// URL')
  }, 30_000)

  it('refuses to run without Redis unless a test asks for the memory store by name', async () => {
    const env = { ...process.env }
    delete env.PORTICO_REDIS_URL
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'devnet/src/relay/relayMain.ts', '--port', String(await findFreePort())],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env },
    )
    started.push(child)
    let stderr = ''
    child.stderr?.on('data', (chunk) => {
      stderr += chunk
    })
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1)
    expect(stderr).toContain('The WalletConnect relay needs a Redis URL')
    await expect(startRelay({ port: 0 })).rejects.toMatchObject({ code: 'RELAY_REDIS_REQUIRED' })
  }, 30_000)

  it('refuses a bad port, a bad Redis URL and a taken port with a clear message', async () => {
    const badRedis = runRelayMain(['--redis-url', 'http://127.0.0.1:6379'])
    expect(await badRedis.exited).toBe(1)
    expect(badRedis.output().stderr).toContain('--redis-url must be a redis:// or rediss:// URL')
    const bad = runRelayMain(['--port', '70000'])
    expect(await bad.exited).toBe(1)
    expect(bad.output().stderr).toContain('--port must be between 1 and 65535')

    const taken = createServer()
    const port = await findFreePort()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    try {
      const busy = runRelayMain(['--port', String(port), '--memory-store-for-tests'])
      expect(await busy.exited).toBe(1)
      expect(busy.output().stderr).toContain(`Port ${port} (127.0.0.1) is already in use`)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  }, 30_000)
})
