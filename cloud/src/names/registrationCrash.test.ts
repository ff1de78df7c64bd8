/**
 * A cloud server process killed with SIGKILL in the middle of concurrent name registrations
 * on a PostgreSQL server loses no registration it confirmed and leaves no half-written one.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer } from '../createCloudServer.ts'
import { registrationBody } from '../testing/signedBodies.ts'
import { type RunningPostgres, startPostgresServer } from '../testing/startPostgresServer.ts'
import { apiUrl, postJson, TEST_ORIGIN, TEST_PROJECT_ID } from '../testing/testCloud.ts'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url))

/** Distinct names, and names three addresses race for. */
const SOLO = 200
const CONTESTED = 30
const KILL_AFTER_RESPONSES = 60

function startCloudProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      PORTICO_HOST: '127.0.0.1',
      PORTICO_CLOUD_PORT: '0',
      PORTICO_PROJECT_ID: TEST_PROJECT_ID,
      PORTICO_ALLOWED_ORIGINS: TEST_ORIGIN,
      PORTICO_CLOUD_CHAINS: '[]',
      PORTICO_DEPLOYMENTS_FILE: '/nonexistent/deployments.json',
      PORTICO_LOG_LEVEL: 'info',
      // 290 registrations from one address at once: the per-IP budgets are not what is tested.
      PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE: '1000000',
      PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), 30_000)
    child.once('exit', (code) => reject(new Error(`cloud exited (${code}): ${stderr}`)))
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      try {
        const log = JSON.parse(line) as { msg?: string; url?: string }
        if (log.msg === 'cloud API listening' && log.url) {
          clearTimeout(timer)
          resolve({ child, url: log.url })
        }
      } catch {
        // not a log line
      }
    })
  })
}

describe('SIGKILL during concurrent name registrations (PostgreSQL)', () => {
  let server: RunningPostgres
  let databaseUrl: string
  let child: ChildProcess | undefined
  beforeAll(async () => {
    server = await startPostgresServer()
    databaseUrl = await server.createDatabase('crash')
  }, 300_000)
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await server?.stop()
  })

  it('loses no confirmed name and leaves no half-written row', async () => {
    const started = await startCloudProcess(databaseUrl)
    child = started.child
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      started.child.once('exit', (_, signal) => resolve(signal)),
    )
    const run = Date.now().toString(36)
    type Request = { label: string; address: string; body: unknown }
    const request = async (label: string): Promise<Request> => {
      const account = privateKeyToAccount(generatePrivateKey())
      return { label, address: account.address, body: await registrationBody(account, label) }
    }
    const solo: Request[] = []
    for (let i = 0; i < SOLO; i++) solo.push(await request(`solo-${run}-${i}`))
    const contested: Request[] = []
    for (let i = 0; i < CONTESTED; i++)
      for (let j = 0; j < 3; j++) contested.push(await request(`race-${run}-${i}`))
    // Interleaved, so races are under way when the kill lands.
    const requests: Request[] = []
    while (solo.length || contested.length) {
      requests.push(...solo.splice(0, 2))
      requests.push(...contested.splice(0, 1))
    }

    const url = apiUrl(started.url, '/v1/profile/account')
    let answered = 0
    const confirmed = new Map<string, string>()
    const outcomes = await Promise.allSettled(
      requests.map(async ({ label, address, body }) => {
        const res = await postJson(url, body)
        await res.text()
        answered++
        if (answered === KILL_AFTER_RESPONSES) started.child.kill('SIGKILL')
        if (res.status === 201) confirmed.set(label, address)
        return res.status
      }),
    )
    expect(await exited).toBe('SIGKILL')
    const lost = outcomes.filter((o) => o.status === 'rejected').length
    // The kill landed mid-way: some registrations were confirmed, some never answered.
    expect(confirmed.size).toBeGreaterThan(0)
    expect(lost).toBeGreaterThan(0)

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ label: string; owner: string; address: string | null }>(
        `SELECT n.label, n.owner, a.address FROM names n
         LEFT JOIN name_addresses a ON a.label = n.label AND a.coin_type = 60`,
      )
      const stored = new Map(rows.map((r) => [r.label, r]))
      for (const [label, address] of confirmed) {
        expect(stored.get(label), label).toEqual({ label, owner: address, address })
      }
      // Every stored name is whole: its address row is there and names its owner.
      for (const row of rows) expect(row.address, row.label).toBe(row.owner)
      const orphans = await client.query(
        'SELECT 1 FROM name_addresses a WHERE NOT EXISTS (SELECT 1 FROM names n WHERE n.label = a.label)',
      )
      expect(orphans.rows).toEqual([])
      // A stored name belongs to one of the addresses that asked for it.
      const asked = new Map<string, Set<string>>()
      for (const r of requests) asked.set(r.label, (asked.get(r.label) ?? new Set()).add(r.address))
      for (const row of rows) expect(asked.get(row.label)?.has(row.owner), row.label).toBe(true)
      // No transaction of the killed process is left open.
      const open = await client.query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = 'crash' AND state LIKE 'idle in transaction%'",
      )
      expect(open.rows).toEqual([])
    } finally {
      await client.end()
    }

    // A new instance on the same database serves every confirmed name and registers more.
    const again = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      databaseUrl,
      chains: [],
    })
    try {
      for (const [label, address] of [...confirmed].slice(0, 25)) {
        const res = await fetch(apiUrl(again.url, `/v1/profile/account/${label}.reown.id`))
        expect(res.status).toBe(200)
        expect((await res.json()).addresses['60'].address).toBe(address)
      }
      const late = privateKeyToAccount(generatePrivateKey())
      const res = await postJson(
        apiUrl(again.url, '/v1/profile/account'),
        await registrationBody(late, `late-${run}`),
      )
      expect(res.status).toBe(201)
    } finally {
      await again.stop()
    }
  }, 120_000)
})
