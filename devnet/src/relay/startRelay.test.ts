/**
 * The relay over real sockets: auth on upgrade, ids, mailbox delivery and acks, the Sign 2.5
 * methods, validation, pings, and the mailbox kept in Redis across a restart. Raw `ws` clients
 * with hand-made JWTs. The socket suite runs on the memory store and on Redis alike.
 */
import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { findFreePort } from '../ports.ts'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { subscriptionIdOf } from './relayHub.ts'
import {
  type ConnectOptions,
  connectRelayClient,
  createTestIdentity,
  type RelayFrameIn,
  randomTopic,
  signRelayJwt,
  sleep,
  type TestRelayClient,
} from './relayTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

const PING_INTERVAL_MS = 150
const isDelivery = (frame: RelayFrameIn) => frame.json.method === 'irn_subscription'
const deliveredMessages = (client: TestRelayClient) =>
  client.deliveries().map((frame) => frame.json.params?.data.message)

describe.each(['memory', 'Redis'])('relay over sockets, mailbox in %s', (store) => {
  let relay: RunningRelay
  let redis: RunningRedisServer | undefined
  const logs: string[] = []
  const clients: TestRelayClient[] = []
  const secrets: string[] = []

  const connect = async (options: ConnectOptions = {}) => {
    const client = await connectRelayClient(relay.url, options)
    clients.push(client)
    return client
  }
  /** Resolves once every frame the relay sent before this call has arrived. */
  const settle = (client: TestRelayClient) =>
    client.request('irn_fetchMessages', { topic: randomTopic() })
  const settleAndReturn = async (client: TestRelayClient) => {
    await settle(client)
    return client
  }
  const publish = async (client: TestRelayClient, topic: string, message: string, ttl = 60) => {
    secrets.push(message)
    const { json } = await client.request('irn_publish', { topic, message, ttl, tag: 1108 })
    expect(json.result).toBe(true)
  }

  beforeAll(async () => {
    if (store === 'Redis') redis = await startRedisServer()
    relay = await startRelay({
      port: await findFreePort(),
      pingIntervalMs: PING_INTERVAL_MS,
      redisUrl: redis?.url,
      memoryStoreForTests: store === 'memory',
      log: (line) => logs.push(line),
    })
  }, 30_000)
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await relay.stop()
    await redis?.stop()
  })

  describe('auth', () => {
    const refused = (options: ConnectOptions) =>
      connect(options).then(
        () => 'accepted',
        (error: { status?: number }) => error.status,
      )

    it('accepts a valid JWT and uses its iss as the client id', async () => {
      const client = await connect()
      const topic = randomTopic()
      const { json } = await client.request('irn_subscribe', { topic })
      expect(json.result).toBe(subscriptionIdOf(topic, client.identity.clientId))
    })

    it('refuses with 401 a bad signature, an expired or future token and a foreign aud', async () => {
      const identity = createTestIdentity()
      const now = Math.floor(Date.now() / 1000)
      const other = generateKeyPairSync('ed25519').privateKey
      const jwt = (claims: Parameters<typeof signRelayJwt>[1]) => signRelayJwt(identity, claims)
      expect(await refused({ identity, auth: jwt({ aud: relay.url, signWith: other }) })).toBe(401)
      expect(
        await refused({ identity, auth: jwt({ aud: relay.url, iat: now - 100, exp: now - 1 }) }),
      ).toBe(401)
      expect(await refused({ identity, auth: jwt({ aud: relay.url, iat: now + 600 }) })).toBe(401)
      const localhostAud = relay.url.replace('127.0.0.1', 'localhost')
      expect(await refused({ identity, auth: jwt({ aud: localhostAud }) })).toBe(401)
      expect(await refused({ identity, auth: jwt({ aud: 'ws://127.0.0.1:1' }) })).toBe(401)
      expect(
        await refused({ identity, auth: jwt({ aud: relay.url, header: { alg: 'none' } }) }),
      ).toBe(401)
      const someoneElse = createTestIdentity().clientId
      expect(await refused({ identity, auth: jwt({ aud: relay.url, iss: someoneElse }) })).toBe(401)
      expect(await refused({ identity, auth: 'not-a-jwt' })).toBe(401)
    })

    it('refuses with 401 a missing or empty projectId and a missing token', async () => {
      expect(await refused({ projectId: null })).toBe(401)
      expect(await refused({ projectId: '' })).toBe(401)
      expect(await refused({ auth: '' })).toBe(401)
      expect(logs.some((line) => line.includes('missing or bad projectId'))).toBe(true)
    })
  })

  describe('ids', () => {
    it('echoes a 19-digit string id verbatim', async () => {
      const client = await connect()
      const { text } = await client.request(
        'irn_subscribe',
        { topic: randomTopic() },
        '1732000000000000123',
      )
      expect(text.startsWith('{"id":"1732000000000000123",')).toBe(true)
    })

    it('echoes a bare numeric id beyond 2^53 digit for digit, and small numbers as numbers', async () => {
      const client = await connect()
      const topic = randomTopic()
      const big = await client.sendRaw(
        `{"id":1732000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
      )
      expect(big.text.startsWith('{"id":1732000000000000123,')).toBe(true)
      const small = await client.request('irn_subscribe', { topic }, 42)
      expect(small.text.startsWith('{"id":42,')).toBe(true)
    })

    it('numbers its deliveries with integers below 2^53', async () => {
      const [alice, bob] = [await connect(), await connect()]
      const topic = randomTopic()
      await bob.request('irn_subscribe', { topic })
      await publish(alice, topic, 'aWRz')
      const delivery = await bob.waitFor(isDelivery)
      expect(Number.isSafeInteger(delivery.json.id)).toBe(true)
    })
  })

  describe('mailbox', () => {
    it('delivers a publish to other subscribers but not to any socket of the publisher', async () => {
      const identity = createTestIdentity()
      const publisher = await connect({ identity })
      const publisherTwin = await connect({ identity })
      const subscriber = await connect()
      const topic = randomTopic()
      for (const client of [publisher, publisherTwin, subscriber])
        await client.request('irn_subscribe', { topic })
      await publish(publisher, topic, 'bGl2ZQ==')
      const delivery = await subscriber.waitFor(isDelivery)
      expect(delivery.json.params).toMatchObject({
        id: subscriptionIdOf(topic, subscriber.identity.clientId),
        data: { topic, message: 'bGl2ZQ==', tag: 1108 },
      })
      expect(typeof delivery.json.params?.data.publishedAt).toBe('number')
      await Promise.all([settle(publisher), settle(publisherTwin)])
      expect(publisher.deliveries()).toEqual([])
      expect(publisherTwin.deliveries()).toEqual([])
    })

    it('gives a late subscriber the stored message, once acked never again', async () => {
      const publisher = await connect()
      const topic = randomTopic()
      await publish(publisher, topic, 'bGF0ZQ==')
      const identity = createTestIdentity()
      const late = await connect({ identity })
      await late.request('irn_subscribe', { topic })
      await late.waitFor(isDelivery)
      await late.close()
      const again = await connect({ identity })
      await again.request('irn_subscribe', { topic })
      await settle(again)
      expect(again.deliveries()).toEqual([])
    })

    it('redelivers an unacknowledged message on the next subscribe', async () => {
      const publisher = await connect()
      const topic = randomTopic()
      await publish(publisher, topic, 'dW5hY2tlZA==')
      const identity = createTestIdentity()
      const first = await connect({ identity, autoAck: false })
      await first.request('irn_subscribe', { topic })
      await first.waitFor(isDelivery)
      await first.close()
      const second = await connect({ identity, autoAck: false })
      await second.request('irn_subscribe', { topic })
      const redelivery = await second.waitFor(isDelivery)
      expect(redelivery.json.params?.data.message).toBe('dW5hY2tlZA==')
      second.ack(redelivery.json.id)
      await settle(second)
      await second.close()
      const third = await connect({ identity })
      await third.request('irn_subscribe', { topic })
      await settle(third)
      expect(third.deliveries()).toEqual([])
    })

    it('redelivers an unacknowledged message on a re-subscribe from the same socket', async () => {
      const publisher = await connect()
      const topic = randomTopic()
      await publish(publisher, topic, 'c2FtZQ==')
      const wallet = await connect({ autoAck: false })
      await wallet.request('irn_subscribe', { topic })
      const first = await wallet.waitFor(isDelivery)
      // The SDK re-subscribes on the same socket (e.g. after its own restart of the topic).
      await wallet.request('irn_subscribe', { topic })
      await settle(wallet)
      const [, again] = wallet.deliveries()
      expect(again?.json.params?.data.message).toBe('c2FtZQ==')
      expect(again?.json.id).not.toEqual(first.json.id)
      // An ack of either delivery counts; after it, a re-subscribe owes nothing.
      wallet.ack(first.json.id)
      await settle(wallet)
      await wallet.request('irn_subscribe', { topic })
      await settle(wallet)
      expect(wallet.deliveries()).toHaveLength(2)
    })

    it('drops a message when its TTL runs out', async () => {
      const publisher = await connect()
      const topic = randomTopic()
      await publish(publisher, topic, 'c2hvcnQ=', 1)
      const observer = await connect()
      const before = await observer.request('irn_fetchMessages', { topic })
      expect(before.json.result).toMatchObject({ messages: [{ message: 'c2hvcnQ=' }] })
      await sleep(1100)
      const late = await connect()
      await late.request('irn_subscribe', { topic })
      const after = await late.request('irn_fetchMessages', { topic })
      expect(after.json.result).toEqual({ messages: [], hasMore: false })
      expect(late.deliveries()).toEqual([])
    })

    it('stops live delivery after irn_unsubscribe', async () => {
      const [publisher, subscriber] = [await connect(), await connect()]
      const topic = randomTopic()
      await subscriber.request('irn_subscribe', { topic })
      const id = subscriptionIdOf(topic, subscriber.identity.clientId)
      const { json } = await subscriber.request('irn_unsubscribe', { topic, id })
      expect(json.result).toBe(true)
      await publish(publisher, topic, 'Z29uZQ==')
      await settle(subscriber)
      expect(subscriber.deliveries()).toEqual([])
    })
  })

  describe('batch and fetch methods', () => {
    it("refuses a flood over a topic's quota with -32005 and keeps others' messages", async () => {
      const dapp = await connect()
      const proposalTopic = randomTopic()
      await publish(dapp, proposalTopic, 'cHJvcG9zYWw=')
      const flooder = await connect()
      const topic = randomTopic()
      const messages = Array.from({ length: 500 }, (_, i) => ({
        topic,
        message: `Zmxvb2Q${i}`,
        ttl: 60,
      }))
      for (let i = 0; i < messages.length; i += 100) {
        const batch = messages.slice(i, i + 100)
        expect((await flooder.request('irn_batchPublish', { messages: batch })).json.result).toBe(
          true,
        )
      }
      const refused = await flooder.request('irn_publish', { topic, message: 'bW9yZQ==', ttl: 60 })
      expect(refused.json.error).toEqual({
        code: -32005,
        message: 'Mailbox quota exceeded: the topic holds 500 messages',
      })
      // The dapp's proposal is still waiting for the wallet.
      const wallet = await connect()
      await wallet.request('irn_subscribe', { topic: proposalTopic })
      expect(deliveredMessages(await settleAndReturn(wallet))).toEqual(['cHJvcG9zYWw='])
    })

    it('refuses a client publishing past its rate; another client is answered meanwhile', async () => {
      const flooder = await connect()
      const topics = [randomTopic(), randomTopic(), randomTopic()]
      const batch = (n: number) =>
        Array.from({ length: 100 }, (_, i) => ({
          topic: topics[n % 3],
          message: `cmF0ZQ${n}x${i}`,
          ttl: 60,
        }))
      const answers = await Promise.all(
        Array.from({ length: 11 }, (_, n) =>
          flooder.request('irn_batchPublish', { messages: batch(n) }),
        ),
      )
      expect(answers.filter(({ json }) => json.result === true)).toHaveLength(10)
      expect(answers[10]?.json.error).toMatchObject({
        code: -32005,
        message: expect.stringMatching(/^Rate limit exceeded: at most 1000 messages per 10 s/),
      })
      const other = await connect()
      await publish(other, randomTopic(), 'c3RpbGwgaGVyZQ==')
    })

    it('subscribes, publishes, fetches and unsubscribes in batches', async () => {
      const [publisher, subscriber] = [await connect(), await connect()]
      const topics = [randomTopic(), randomTopic()]
      const subscribed = await subscriber.request('irn_batchSubscribe', { topics })
      expect(subscribed.json.result).toEqual(
        topics.map((topic) => subscriptionIdOf(topic, subscriber.identity.clientId)),
      )
      const messages = topics.map((topic, i) => ({ topic, message: `YmF0Y2g${i}`, ttl: 60 }))
      secrets.push(...messages.map((m) => m.message))
      const published = await publisher.request('irn_batchPublish', { messages })
      expect(published.json.result).toBe(true)
      await subscriber.waitFor(() => subscriber.deliveries().length === 2)
      expect(deliveredMessages(subscriber).sort()).toEqual(['YmF0Y2g0', 'YmF0Y2g1'])
      const observer = await connect()
      const fetched = await observer.request('irn_batchFetchMessages', { topics })
      expect(fetched.json.result).toMatchObject({
        messages: [
          { topic: topics[0], message: 'YmF0Y2g0', tag: 0 },
          { topic: topics[1], message: 'YmF0Y2g1', tag: 0 },
        ],
        hasMore: false,
      })
      const one = await observer.request('irn_fetchMessages', { topic: topics[1] })
      expect(one.json.result).toMatchObject({ messages: [{ message: 'YmF0Y2g1' }] })
      const own = await publisher.request('irn_batchFetchMessages', { topics })
      expect(own.json.result).toEqual({ messages: [], hasMore: false })
      const unsubscribed = await subscriber.request('irn_batchUnsubscribe', {
        subscriptions: topics.map((topic) => ({
          topic,
          id: subscriptionIdOf(topic, subscriber.identity.clientId),
        })),
      })
      expect(unsubscribed.json.result).toBe(true)
      await publisher.request('irn_publish', { topic: topics[0], message: 'YWZ0ZXI=', ttl: 60 })
      await settle(subscriber)
      expect(subscriber.deliveries()).toHaveLength(2)
    })
  })

  describe('Sign 2.5 methods', () => {
    it('subscribes implicitly and stores the proposal, its response and the settle request', async () => {
      const [dapp, wallet] = [await connect(), await connect()]
      const pairingTopic = randomTopic()
      const sessionTopic = randomTopic()
      secrets.push('cHJvcG9zYWw=', 'cmVzcG9uc2U=', 'c2V0dGxl')
      const proposed = await dapp.request('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'cHJvcG9zYWw=',
        ttl: 300,
        attestation: 'attestation-jwt',
        correlationId: 1732000000000,
      })
      expect(proposed.json.result).toBe(true)

      await wallet.request('irn_subscribe', { topic: pairingTopic })
      const proposal = await wallet.waitFor(isDelivery)
      expect(proposal.json.params?.data).toMatchObject({
        topic: pairingTopic,
        message: 'cHJvcG9zYWw=',
        tag: 1100,
        attestation: 'attestation-jwt',
      })

      const approved = await wallet.request('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: 'cmVzcG9uc2U=',
        sessionSettlementRequest: 'c2V0dGxl',
        ttl: 300,
        approvedChains: ['eip155:1'],
        approvedMethods: ['personal_sign'],
        approvedEvents: [],
      })
      expect(approved.json.result).toBe(true)
      // The dapp never sent irn_subscribe for the pairing topic, yet gets the response live.
      const response = await dapp.waitFor(isDelivery)
      expect(response.json.params).toMatchObject({
        id: subscriptionIdOf(pairingTopic, dapp.identity.clientId),
        data: { topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 },
      })

      await dapp.request('irn_subscribe', { topic: sessionTopic })
      const settleRequest = await dapp.waitFor(
        (frame) => isDelivery(frame) && frame.json.params?.data.topic === sessionTopic,
      )
      expect(settleRequest.json.params?.data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 })

      // The wallet never subscribed to the session topic either, yet hears the dapp's answer.
      await publish(dapp, sessionTopic, 'c2V0dGxlZA==')
      const settled = await wallet.waitFor(
        (frame) => isDelivery(frame) && frame.json.params?.data.topic === sessionTopic,
      )
      expect(settled.json.params?.data.message).toBe('c2V0dGxlZA==')
      await settle(wallet)
      expect(wallet.deliveries()).toHaveLength(2)
    })
  })

  describe('bad input', () => {
    it('answers an unknown method with -32601 and the id verbatim', async () => {
      const client = await connect()
      const { text, json } = await client.request('irn_teleport', {}, '1732000000000000777')
      expect(text.startsWith('{"id":"1732000000000000777",')).toBe(true)
      expect(json.error?.code).toBe(-32601)
    })

    it('answers malformed params with -32602 naming the field, and stores nothing', async () => {
      const client = await connect()
      const topic = randomTopic()
      const cases: [string, unknown, RegExp][] = [
        ['irn_publish', { topic: 'xyz', message: 'bQ==', ttl: 60 }, /topic: must be 64/],
        ['irn_publish', { topic, message: '', ttl: 60 }, /message: must not be empty/],
        ['irn_publish', { topic, message: 'bQ==', ttl: 0 }, /ttl: must be at least 1/],
        ['irn_publish', { topic, message: 'bQ==', ttl: 10 ** 9 }, /ttl: must be at most/],
        ['irn_publish', { topic, message: 'bQ==' }, /ttl: is required/],
        ['irn_publish', { topic, message: 'x'.repeat(1024 * 1024 + 1), ttl: 60 }, /message/],
        ['irn_publish', undefined, /expected an object/],
        [
          'irn_batchPublish',
          {
            messages: [
              { topic, message: 'b2s=', ttl: 60 },
              { topic, message: 7, ttl: 60 },
            ],
          },
          /messages\.1\.message: must be a string/,
        ],
        [
          'wc_approveSession',
          { sessionTopic: topic, pairingTopic: topic, sessionProposalResponse: 'cg==' },
          /sessionSettlementRequest: is required/,
        ],
        ['irn_subscribe', { topic: topic.toUpperCase() }, /topic/],
        ['irn_batchSubscribe', { topics: [] }, /topics: must not be empty/],
      ]
      for (const [method, params, message] of cases) {
        const { json } = await client.request(method, params)
        expect(json.error?.code, method).toBe(-32602)
        expect(json.error?.message, method).toMatch(message)
      }
      const fetched = await (await connect()).request('irn_fetchMessages', { topic })
      expect(fetched.json.result).toEqual({ messages: [], hasMore: false })
    })

    it('ignores unknown fields', async () => {
      const client = await connect()
      const topic = randomTopic()
      const { json } = await client.request('irn_publish', {
        topic,
        message: 'ZXh0cmE=',
        ttl: 60,
        tag: 1108,
        prompt: true,
        correlationId: 5,
        rpcMethods: ['personal_sign'],
        chainId: 'eip155:1',
      })
      expect(json.result).toBe(true)
    })

    it('answers garbage frames with JSON-RPC errors and keeps the socket open', async () => {
      const client = await connect()
      expect((await client.sendRaw('not json')).json.error?.code).toBe(-32700)
      expect((await client.sendRaw('[1,2]')).json.error?.code).toBe(-32600)
      expect((await client.sendRaw('{"jsonrpc":"2.0"}')).json.error?.code).toBe(-32600)
      expect((await client.sendRaw('{"id":{},"method":"irn_subscribe"}')).json).toMatchObject({
        id: null,
        error: { code: -32600 },
      })
      const binary = new Promise<RelayFrameIn>((resolve) =>
        client.socket.once('message', (data) => resolve({ text: String(data), json: {} })),
      )
      client.socket.send(Buffer.from([0xff, 0xfe, 0x00, 0x01]), { binary: true })
      expect(JSON.parse((await binary).text).error.code).toBe(-32700)
      const { json } = await client.request('irn_subscribe', { topic: randomTopic() })
      expect(typeof json.result).toBe('string')
    })

    it('closes a socket that sends a frame over the size cap', async () => {
      const client = await connect()
      const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
      client.socket.send('x'.repeat(5 * 1024 * 1024))
      expect(await closed).toBe(1009)
    })
  })

  describe('liveness', () => {
    it('pings every socket within the configured interval', async () => {
      const client = await connect()
      const started = Date.now()
      await new Promise((resolve) => client.socket.once('ping', resolve))
      expect(Date.now() - started).toBeLessThan(PING_INTERVAL_MS * 3)
    })

    it('terminates a socket that stops answering pings', async () => {
      const identity = createTestIdentity()
      const auth = signRelayJwt(identity, { aud: relay.url })
      const silent = new WebSocket(`${relay.url}/?auth=${auth}&projectId=p`, { autoPong: false })
      await new Promise((resolve) => silent.once('open', resolve))
      const code = await new Promise<number>((resolve) => silent.once('close', resolve))
      expect(code).toBe(1006)
    })
  })

  it('never logs a JWT or a message', () => {
    const text = logs.join('\n')
    expect(text).toContain('connected')
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/eyJ|auth=/)
  })
})

describe('relay on Redis', () => {
  let redis: RunningRedisServer
  beforeAll(async () => {
    redis = await startRedisServer()
  }, 30_000)
  afterAll(() => redis.stop())

  it('keeps unacknowledged messages and who acked them across a stop and start', async () => {
    const port = await findFreePort()
    const first = await startRelay({ port, redisUrl: redis.url })
    const topic = randomTopic()
    const publisher = await connectRelayClient(first.url)
    for (const message of ['b25l', 'dHdv'])
      await publisher.request('irn_publish', { topic, message, ttl: 60 })
    const ackerIdentity = createTestIdentity()
    const acker = await connectRelayClient(first.url, { identity: ackerIdentity, autoAck: false })
    await acker.request('irn_subscribe', { topic })
    await acker.waitFor(() => acker.deliveries().length === 2)
    const [one] = acker.deliveries()
    acker.ack(one?.json.id)
    await acker.request('irn_fetchMessages', { topic })
    await first.stop()

    const second = await startRelay({ port, redisUrl: redis.url })
    try {
      const back = await connectRelayClient(second.url, { identity: ackerIdentity })
      const subscribed = await back.request('irn_batchSubscribe', { topics: [topic] })
      expect(subscribed.json.result).toEqual([subscriptionIdOf(topic, ackerIdentity.clientId)])
      await back.request('irn_fetchMessages', { topic: randomTopic() })
      expect(deliveredMessages(back)).toEqual(['dHdv'])

      const newcomer = await connectRelayClient(second.url)
      await newcomer.request('irn_batchSubscribe', { topics: [topic] })
      await newcomer.waitFor(() => newcomer.deliveries().length === 2)
      expect(deliveredMessages(newcomer)).toEqual(['b25l', 'dHdv'])

      const samePublisher = await connectRelayClient(second.url, { identity: publisher.identity })
      await samePublisher.request('irn_subscribe', { topic })
      await samePublisher.request('irn_fetchMessages', { topic: randomTopic() })
      expect(samePublisher.deliveries()).toEqual([])
      await Promise.all([back.close(), newcomer.close(), samePublisher.close()])
    } finally {
      await second.stop()
    }
  })

  it('refuses a port that is taken with a clear error', async () => {
    const relay = await startRelay({ port: 0, memoryStoreForTests: true })
    try {
      await expect(
        startRelay({ port: relay.port, memoryStoreForTests: true }),
      ).rejects.toMatchObject({
        code: 'RELAY_PORT_IN_USE',
        message: expect.stringContaining(`Port ${relay.port}`),
      })
    } finally {
      await relay.stop()
    }
  })
})
