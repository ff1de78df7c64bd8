/**
 * The indexer across instances, as an operator runs them: two cloud processes
 * (`node --import tsx cloud/src/main.ts`) on one PostgreSQL server and a devnet chain. Only the
 * lease holder indexes; when it is SIGKILLed while transfers are being mined, the other takes
 * over within the lease's poll interval, and the account history it serves has every transfer
 * mined before, during and after the kill exactly once.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findFreePort } from '@portico/devnet'
import { accountHistorySchema } from '@portico/shared'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LEASE_POLL_INTERVAL_MS } from '../lease/createLease.ts'
import { postgresTemplateDataDir, TEMPLATE_DATABASE } from '../testing/postgresTemplate.ts'
import { type RunningPostgres, startPostgresServer } from '../testing/startPostgresServer.ts'
import { startTestChain, type TestChain } from '../testing/startTestChain.ts'
import { freshAccount, type TestTransfers, testTransfers } from '../testing/testTransfers.ts'

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
const PROJECT = { projectId: 'takeover', st: 'appkit', sv: 'html-wagmi-4.2.2' }
const HELD = 'lease: held; starting the work'

interface CloudProcess {
  name: string
  url: string
  child: ChildProcess
  /** When (Date.now()) each log message was first read from its stdout. */
  seen: Map<string, number>
  waitFor(message: string, timeoutMs?: number): Promise<number>
}

async function startCloudProcess(name: string, env: Record<string, string>): Promise<CloudProcess> {
  const port = await findFreePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'cloud/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORTICO_CLOUD_PORT: String(port),
      PORTICO_PROJECT_ID: PROJECT.projectId,
      PORTICO_CONSOLE_DIST: join(tmpdir(), 'portico-no-console'),
      PORTICO_DEPLOYMENTS_FILE: join(tmpdir(), 'portico-no-deployments.json'),
      PORTICO_LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const seen = new Map<string, number>()
  let output = ''
  let partial = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString()
    const lines = text.split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      output = `${output}${line}\n`.slice(-4000)
      try {
        const msg = (JSON.parse(line) as { msg?: string }).msg
        if (msg && !seen.has(msg)) seen.set(msg, Date.now())
      } catch {}
    }
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  })
  const waitFor = async (message: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const at = seen.get(message)
      if (at !== undefined) return at
      if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`)
      if (Date.now() > deadline) throw new Error(`${name} never logged "${message}": ${output}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const running = { name, url: `http://127.0.0.1:${port}`, child, seen, waitFor }
  await waitFor('cloud API listening')
  return running
}

let chain: TestChain
let postgres: RunningPostgres
const processes: CloudProcess[] = []

beforeAll(async () => {
  ;[chain, postgres] = await Promise.all([
    startTestChain('indexer-takeover'),
    postgresTemplateDataDir().then((templateDataDir) => startPostgresServer({ templateDataDir })),
  ])
}, 180_000)
afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL')
  await Promise.all([chain?.stop(), postgres?.stop()])
})

/** Every transaction hash in the account's history, all pages, as served by `url`. */
async function historyHashes(url: string, address: string): Promise<string[]> {
  const hashes: string[] = []
  let cursor: string | null = null
  do {
    const query = new URLSearchParams({ ...PROJECT, limit: '50', ...(cursor ? { cursor } : {}) })
    const res = await fetch(`${url}/v1/account/${address}/history?${query}`)
    expect(res.status).toBe(200)
    const page = accountHistorySchema.parse(await res.json())
    hashes.push(...page.data.map((t) => t.hash ?? ''))
    cursor = page.next ?? null
  } while (cursor)
  return hashes
}

describe('two cloud processes on one PostgreSQL server and a chain', () => {
  it('index on one; the other takes over a SIGKILL with no gap and no duplicate', async () => {
    const main = chain.chains[0]
    if (!main) throw new Error('no chain')
    const env = {
      DATABASE_URL: await postgres.createDatabase('takeover', TEMPLATE_DATABASE),
      PORTICO_CLOUD_CHAINS: JSON.stringify([main]),
    }
    const a = await startCloudProcess('A', env)
    processes.push(a)
    await a.waitFor(HELD)
    const b = await startCloudProcess('B', env)
    processes.push(b)

    const sends: TestTransfers = testTransfers(chain)
    const receiver = freshAccount().address
    const sent: string[] = []
    const send = async () => {
      const receipt = await sends.native(2, receiver, parseEther('0.001') + BigInt(sent.length))
      sent.push(receipt.transactionHash)
      return receipt
    }

    // Before: mined and indexed by A, served by B too.
    for (let i = 0; i < 4; i++) await send()
    const waitServed = async (url: string, count: number, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs
      let hashes = await historyHashes(url, receiver)
      while (hashes.length < count && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100))
        hashes = await historyHashes(url, receiver)
      }
      return hashes
    }
    expect(await waitServed(b.url, 4)).toHaveLength(4)
    expect(b.seen.has(HELD)).toBe(false)

    // During: transfers keep being mined while A is killed.
    let mining = true
    const miner = (async () => {
      while (mining) {
        await send()
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    while (sent.length < 7) await new Promise((r) => setTimeout(r, 10))
    const killedAt = Date.now()
    const sentAtKill = sent.length
    a.child.kill('SIGKILL')
    const takenAt = await b.waitFor(HELD, 15_000)
    const takeoverMs = takenAt - killedAt
    console.log(
      `takeover after SIGKILL: ${takeoverMs} ms (poll ${DEFAULT_LEASE_POLL_INTERVAL_MS} ms); ` +
        `${sent.length - sentAtKill} transfers mined meanwhile`,
    )
    // After: a few more, then the miner stops.
    const afterTakeover = sent.length
    while (sent.length < afterTakeover + 3) await new Promise((r) => setTimeout(r, 10))
    mining = false
    await miner

    // The default poll (1 s) plus slack for two processes starting up on a busy machine.
    expect(takeoverMs).toBeLessThan(DEFAULT_LEASE_POLL_INTERVAL_MS + 1500)
    const served = await waitServed(b.url, sent.length)
    expect(served.length).toBe(sent.length)
    expect([...served].sort()).toEqual([...sent].sort())
    expect(new Set(served).size).toBe(served.length)
  }, 120_000)
})
