/**
 * Probe: malformed input on every registered route of the cloud (on PGlite and on PostgreSQL)
 * and of the frame server. The routes come from the servers themselves (listFastifyRoutes), the
 * inputs from malformedInputs.ts; the frame's API calls carry a signed-in device's valid proof,
 * so the input reaches validation rather than stopping at the proof check. Asserts no 5xx and no
 * reset connection anywhere, a 413 for a 10 MB body from both servers, and the rows of every
 * table unchanged.
 * Issue 16 finding 5 and "393 bad inputs wrote 0 rows".
 */
import { listFastifyRoutes, type RunningSolanaCluster, startSolanaCluster } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeOnBothDatabases } from '../../cloud/src/testing/describeOnBothDatabases.ts'
import {
  TEST_ORIGIN,
  TEST_PROJECT_ID,
  TEST_SDK,
  useTestCloud,
} from '../../cloud/src/testing/testCloud.ts'
import { createDeviceKey } from '../../secure-frame/server/proof/createDeviceProof.ts'
import {
  createFrameApiClient,
  type FrameApiClient,
} from '../../secure-frame/server/testing/frameApiClient.ts'
import { loginByEmail } from '../../secure-frame/server/testing/loginByEmail.ts'
import {
  TEST_PROJECT_ID as FRAME_PROJECT_ID,
  type FrameTestEnv,
  startFrameTestEnv,
} from '../../secure-frame/server/testing/startFrameTestEnv.ts'
import { countAllRows } from './countAllRows.ts'
import { type MalformedInput, malformedInputs } from './malformedInputs.ts'
import { printProbeSummary } from './printProbeSummary.ts'

const TEN_MB = `"${'a'.repeat(10 * 1024 * 1024)}"`

/** Sends each input; tallies 4xx, 5xx (with what got it) and connections that failed. */
async function sendAll(
  inputs: MalformedInput[],
  send: (input: MalformedInput) => Promise<Response | { status: number }>,
) {
  const tally = { sent: 0, ok: 0, '4xx': 0, '5xx': 0, failed: [] as string[] }
  for (const input of inputs) {
    tally.sent++
    const label = `${input.method} ${input.path.slice(0, 80)} (${input.what})`
    try {
      const res = await send(input)
      // A history stream that opened never ends by itself: its status is the answer.
      if ('arrayBuffer' in res) {
        if (res.headers.get('content-type')?.startsWith('text/event-stream'))
          await res.body?.cancel()
        else await res.arrayBuffer()
      }
      if (res.status >= 500) {
        tally['5xx']++
        tally.failed.push(`${res.status} ${label}`)
      } else if (res.status >= 400) tally['4xx']++
      else tally.ok++
    } catch (error) {
      tally.failed.push(`connection failed: ${label}: ${String(error)}`)
    }
  }
  return tally
}

/** A server's tally and its answer to the 10 MB body, as the summary line's figures. */
function tallyFigures(tally: Awaited<ReturnType<typeof sendAll>>, big: number | string) {
  return {
    'inputs sent': tally.sent + 1,
    '4xx': tally['4xx'] + (big === 413 ? 1 : 0),
    '2xx/3xx': tally.ok,
    '5xx': tally['5xx'],
    'failed connections': tally.failed.length - tally['5xx'],
    '10 MB body': big,
  }
}

const ADDRESS = `0x${'ab'.repeat(20)}`
const cloudParam = (name: string) =>
  ({
    projectId: TEST_PROJECT_ID,
    address: ADDRESS,
    contract: ADDRESS,
    chainId: 'eip155:31337',
    tokenId: '1',
    name: 'alice',
  })[name] ?? '1'

/** A funded test key of the local Solana cluster: its account routes read a real cluster. */
const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const ZERO = `0x${'0'.repeat(40)}` as const

describeOnBothDatabases('bad input on every cloud route', (database) => {
  let solana: RunningSolanaCluster | undefined
  beforeAll(async () => {
    solana = await startSolanaCluster({ port: 0 })
  }, 60_000)
  afterAll(() => solana?.stop())
  const cloud = useTestCloud(database, {
    indexer: false,
    deployments: () =>
      solana
        ? {
            chainId: 31337,
            contracts: { weth9: ZERO, uniswapV2Factory: ZERO },
            tokens: [],
            solana: solana.deployment,
          }
        : null,
  })

  it('answers every malformed input with a 4xx and writes no row', async () => {
    const routes = listFastifyRoutes(cloud().app).filter((r) => r.method !== 'OPTIONS')
    expect(routes.length).toBeGreaterThan(25)
    const inputs = routes.flatMap((route) => malformedInputs(route, cloudParam))
    const baseQuery = new URLSearchParams({ projectId: TEST_PROJECT_ID, ...TEST_SDK }).toString()
    const rowsBefore = await countAllRows(database().db)
    const tally = await sendAll(inputs, (input) =>
      fetch(`${cloud().url}${input.path}?${input.query ?? baseQuery}`, {
        method: input.method,
        headers: {
          origin: TEST_ORIGIN,
          ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: input.body,
      }),
    )
    const big = await fetch(`${cloud().url}/e?${baseQuery}`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: TEN_MB,
    }).then(
      (res) => res.status,
      (error) => String(error),
    )
    const rowsWritten = (await countAllRows(database().db)) - rowsBefore
    printProbeSummary(`bad input, cloud [${database().kind}]`, {
      routes: routes.length,
      ...tallyFigures(tally, big),
      'rows written': rowsWritten,
    })
    expect(tally.failed).toEqual([])
    expect(big).toBe(413)
    expect(rowsWritten).toBe(0)
  }, 60_000)

  it("answers malformed input on a Solana account's routes with a 4xx and writes no row", async () => {
    const routes = listFastifyRoutes(cloud().app).filter(
      (r) => r.method === 'GET' && r.path.includes('/account/:address'),
    )
    expect(routes.length).toBeGreaterThanOrEqual(3)
    const solanaParam = (name: string) => (name === 'address' ? SOLANA_ADDRESS : cloudParam(name))
    const base = { projectId: TEST_PROJECT_ID, ...TEST_SDK }
    const query = (extra: Record<string, string>) =>
      new URLSearchParams({ ...base, ...extra }).toString()
    const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url')
    // Bad input only Solana has: a cluster not served, cursors of another list, keys not 32 bytes.
    const solanaOnly: MalformedInput[] = routes.flatMap((route) => {
      const path = route.path.replace(':address', SOLANA_ADDRESS)
      const input = (what: string, extra: Record<string, string>, at = path) => ({
        what,
        method: 'GET',
        path: at,
        query: query(extra),
      })
      const reads = /\/(balance|history)$/.test(route.path)
      const pages = route.path.endsWith('/history')
      return [
        // The routes with a SPEC §8 text (NFTs list none for a cluster not served, as for EVM).
        ...(reads
          ? [input('unknown cluster', { chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' })]
          : []),
        ...(pages
          ? [
              input('EVM cursor', { cursor: cursorOf([1, 2, 3, 4]) }),
              input('cursor not a signature', {
                cursor: cursorOf({ before: { [SOLANA_ADDRESS]: '0OIl' } }),
              }),
              input('cursor of an older shape', { cursor: cursorOf({ before: 'x'.repeat(88) }) }),
            ]
          : []),
        input('33-byte key', {}, route.path.replace(':address', 'z'.repeat(44))),
        input('23-byte key', {}, route.path.replace(':address', 'A'.repeat(32))),
      ]
    })
    const inputs = [
      ...routes.flatMap((route) => malformedInputs(route, solanaParam)),
      ...solanaOnly,
    ]
    const rowsBefore = await countAllRows(database().db)
    const send = (input: MalformedInput) =>
      fetch(`${cloud().url}${input.path}?${input.query ?? query({})}`, {
        method: input.method,
        headers: { origin: TEST_ORIGIN },
      })
    const tally = await sendAll(inputs, send)
    const statuses = await Promise.all(
      solanaOnly
        .filter((input) => !input.path.endsWith('/events'))
        .map(async (input) => {
          const res = await send(input)
          await res.arrayBuffer()
          return `${res.status} ${input.path.split('/').at(-1)} ${input.what}`
        }),
    )
    const rowsWritten = (await countAllRows(database().db)) - rowsBefore
    printProbeSummary(`bad input, cloud Solana account routes [${database().kind}]`, {
      routes: routes.length,
      ...tallyFigures(tally, 'not sent'),
      'inputs sent': tally.sent,
      'rows written': rowsWritten,
    })
    expect(tally.failed).toEqual([])
    expect(statuses.filter((s) => !s.startsWith('400 '))).toEqual([])
    expect(rowsWritten).toBe(0)
  }, 60_000)
})

describe('bad input on every frame server route', () => {
  let env: FrameTestEnv
  let client: FrameApiClient
  beforeAll(async () => {
    // Budgets high enough that the inputs reach validation rather than the rate limit.
    const plenty = { points: 1_000_000, windowSeconds: 600 }
    env = await startFrameTestEnv({
      deviceWaitTimeoutMs: 200,
      rateLimits: { apiPerIp: plenty, perIp: plenty, perEmail: plenty },
    })
    client = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
    await loginByEmail(client, env.mail, 'bad-input@example.com')
  }, 60_000)
  afterAll(() => env?.stop())

  it('answers every malformed input with a 4xx and writes no row', async () => {
    const routes = listFastifyRoutes(env.frame.app)
      // Signing out last, so every other API route is probed with a live session.
      .sort((a, b) => Number(a.path.endsWith('sign-out')) - Number(b.path.endsWith('sign-out')))
    expect(routes.length).toBeGreaterThan(10)
    const inputs = routes.flatMap((route) =>
      malformedInputs(route, (name) => (name === 'file' ? 'index-1.js' : '1'), {
        queries: !route.path.startsWith('/api/'),
      }),
    )
    const rowsBefore = await countAllRows(env.frame.db)
    const mailsBefore = env.mail.messages().length
    const tally = await sendAll(inputs, (input) =>
      input.path.startsWith('/api/')
        ? client.call(input.method as 'GET' | 'POST' | 'PUT', input.path, undefined, {
            rawBody: input.body,
          })
        : fetch(`${env.frame.url}${input.path}?${input.query ?? `projectId=${FRAME_PROJECT_ID}`}`, {
            method: input.method,
            headers: input.body === undefined ? {} : { 'content-type': 'application/json' },
            body: input.body,
          }),
    )
    const big = await fetch(`${env.frame.url}/api/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: TEN_MB,
    }).then(
      (res) => res.status,
      (error) => String(error),
    )
    const rowsWritten = (await countAllRows(env.frame.db)) - rowsBefore
    const mailsSent = env.mail.messages().length - mailsBefore
    printProbeSummary('bad input, frame server', {
      routes: routes.length,
      ...tallyFigures(tally, big),
      'rows written': rowsWritten,
      'mails sent': mailsSent,
    })
    expect(tally.failed).toEqual([])
    expect(big).toBe(413)
    expect(rowsWritten).toBe(0)
    expect(mailsSent).toBe(0)
  }, 60_000)
})
