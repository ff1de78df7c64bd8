/** The relay CLI as one process: starts, serves, stops on SIGTERM with the mailbox saved. */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { MAILBOX_FILE_NAME } from './relayMailboxFile.ts'
import {
  connectRelayClient,
  createTestIdentity,
  randomTopic,
  signRelayJwt,
} from './relayTestClient.ts'

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

  it('runs the relay until SIGTERM, then saves the mailbox and exits 0', async () => {
    const port = await findFreePort()
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-relay-main-'))
    const relay = runRelayMain(['--port', String(port), '--data-dir', dataDir])
    await relay.waitForOutput(`listening on ws://127.0.0.1:${port}`)
    const client = await connectRelayClient(`ws://127.0.0.1:${port}`)
    const topic = randomTopic()
    const { json } = await client.request('irn_publish', { topic, message: 'Y2xp', ttl: 60 })
    expect(json.result).toBe(true)

    relay.child.kill('SIGTERM')
    expect(await relay.exited).toBe(0)
    expect(relay.output().stdout).toContain('relay: stopped')
    const saved = JSON.parse(readFileSync(join(dataDir, MAILBOX_FILE_NAME), 'utf8'))
    expect(saved.messages).toMatchObject([{ topic, message: 'Y2xp' }])
    expect(relay.output().stdout).not.toContain('Y2xp')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('behind a proxy, checks aud against --public-url instead of the Host header', async () => {
    const port = await findFreePort()
    const publicUrl = 'wss://relay.portico.example'
    const relay = runRelayMain(['--port', String(port), '--public-url', publicUrl])
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
  })

  it('refuses a bad port and a taken port with a clear message', async () => {
    const bad = runRelayMain(['--port', '70000'])
    expect(await bad.exited).toBe(1)
    expect(bad.output().stderr).toContain('--port must be between 1 and 65535')

    const taken = createServer()
    const port = await findFreePort()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    try {
      const busy = runRelayMain(['--port', String(port)])
      expect(await busy.exited).toBe(1)
      expect(busy.output().stderr).toContain(`Port ${port} (127.0.0.1) is already in use`)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
