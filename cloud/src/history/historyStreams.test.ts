/**
 * The history streams with the account watchers (Solana, Bitcoin): `ready` waits for the
 * stream's watcher to start, a change before `ready` is not written ahead of the stream's
 * headers, the watcher stops with the stream, and a watcher that fails to start answers an
 * error without using up the per-IP cap.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { errorReply } from '../http/errorReply.ts'
import { readEventStream } from '../testing/readEventStream.ts'
import { createHistoryEvents } from './historyEvents.ts'
import { type AccountWatch, createHistoryStreams, type WatchAccount } from './historyStreams.ts'

const CLUSTER = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'
const OWNER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function serve(watch: WatchAccount) {
  const events = createHistoryEvents({ log: { warn: () => {} } })
  const streams = createHistoryStreams(events, { maxPerIp: 1 }, watch)
  app = Fastify()
  app.setErrorHandler(async (error, _request, reply) => {
    const { status, body } = errorReply(error)
    return reply.code(status).send(body)
  })
  app.get('/events', (request, reply) =>
    streams.open(request, reply, {
      account: OWNER,
      family: 'solana',
      networks: [CLUSTER],
      projectId: 'p',
    }),
  )
  app.addHook('preClose', async () => streams.closeAll())
  const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/events`
  return { url, events, streams }
}

describe('history streams with a watcher', () => {
  it('sends ready once the watcher started, then its changes; the watcher stops with the stream', async () => {
    let started: (() => void) | undefined
    let stops = 0
    const { url, events } = await serve(() => ({
      ready: new Promise<void>((resolve) => {
        started = resolve
      }),
      stop: () => stops++,
    }))
    const opening = readEventStream(url)
    // Not answered while the watcher starts; a change meanwhile is left to the client's read.
    await expect.poll(() => started).toBeDefined()
    events.publish({ chainId: CLUSTER, accounts: [OWNER], key: 'before' })
    started?.()
    const stream = await opening
    expect(stream.response.status).toBe(200)
    await stream.next('ready')
    events.publish({ chainId: CLUSTER, accounts: [OWNER], key: 'after' })
    expect(JSON.parse((await stream.next('history')).data)).toEqual({ chainId: CLUSTER })
    expect(stream.events.map((e) => e.event)).toEqual(['ready', 'history'])
    stream.close()
    await expect.poll(() => stops).toBe(1)
  })

  it('answers a watcher that cannot start with an error, and keeps the cap free', async () => {
    let fail = true
    const { url, streams } = await serve((): AccountWatch => {
      if (fail) throw new Error('no cluster')
      return { ready: Promise.resolve(), stop: () => {} }
    })
    const refused = await fetch(url)
    expect(refused.status).toBe(500)
    expect(streams.size()).toBe(0)
    fail = false
    // The one stream the cap allows still opens.
    const stream = await readEventStream(url)
    expect(stream.response.status).toBe(200)
    await stream.next('ready')
    stream.close()
  })
})
