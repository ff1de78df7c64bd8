/**
 * The relay's mailbox on Redis, shared by every relay node. One Lua script stores a publish (all
 * messages of a call or none, after the quotas) and announces it on the topic's pub/sub channel
 * in the same step; a node subscribes to a topic's channel while it has a local subscriber.
 * Cost per publish and per ack is O(message): no whole-store rewrite. Expired messages leave
 * through an index ordered by expiry, a bounded slice of it per call.
 *
 * Keys (prefix `relay:` by default): `m:<key>` the message (hash, expires with it), `a:<key>`
 * who acked it (set), `t:<topic>` the topic's message keys in publish order (sorted set), `exp`
 * every message by expiry (sorted set; member `key|length|topic|publisher`), `use` the quota
 * counters (hash), `seq` the publish counter, `f:<topic>` the fan-out channel. Durability is Redis's: with AOF `everysec`
 * an acknowledged publish can be lost only if Redis itself dies within that second. When the
 * pub/sub link drops and comes back, what was stored on the watched topics meanwhile is handed on.
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import {
  DEFAULT_MAILBOX_QUOTAS,
  type MailboxMessage,
  MailboxQuotaError,
  type MailboxQuotas,
  messageKey,
} from './relayMailbox.ts'
import type { RelayStore, StoredMessage } from './relayStore.ts'

/**
 * How far before a dropped pub/sub link a resync looks back: the announcements in flight when it
 * dropped, and some clock skew between the nodes (publishedAt is the storing node's clock).
 */
const RESYNC_MARGIN_MS = 5_000
/** Expired messages dropped per call at most (the rest go on the next calls). */
const PURGE_BATCH = 500

const PURGE = `
local function purge(p, now, limit)
  local gone = redis.call('ZRANGEBYSCORE', p .. 'exp', '-inf', now, 'LIMIT', 0, limit)
  for _, member in ipairs(gone) do
    local key, len, topic, pub = string.match(member, '^(%x+)|(%d+)|(%x+)|(.+)$')
    len = tonumber(len)
    redis.call('ZREM', p .. 'exp', member)
    redis.call('ZREM', p .. 't:' .. topic, key)
    for _, who in ipairs({ 't:' .. topic, 'c:' .. pub, 'all' }) do
      if redis.call('HINCRBY', p .. 'use', who .. ':n', -1) <= 0 then
        redis.call('HDEL', p .. 'use', who .. ':n', who .. ':l')
      else
        redis.call('HINCRBY', p .. 'use', who .. ':l', -len)
      end
    end
  end
  return #gone
end
`

const PUT_SCRIPT = `${PURGE}
local p, now, node = ARGV[1], tonumber(ARGV[2]), ARGV[3]
local quota = {}
for i = 4, 9 do quota[i - 3] = tonumber(ARGV[i]) end
local n = tonumber(ARGV[10])
purge(p, now, ${PURGE_BATCH})
local function used(who, what)
  return tonumber(redis.call('HGET', p .. 'use', who .. ':' .. what) or '0')
end
-- First the plan: which messages are new, and whether they fit.
local adding, isNew, seen = {}, {}, {}
local function add(who, len)
  local a = adding[who] or { 0, 0 }
  a[1], a[2] = a[1] + 1, a[2] + len
  adding[who] = a
  return a
end
local limits = {
  { 't:', 1, 2, 'the topic holds %d messages', 'the topic holds %d characters' },
  { 'c:', 3, 4, 'this client has %d messages waiting', 'this client has %d characters waiting' },
}
for i = 0, n - 1 do
  local b = 11 + i * 7
  local key, topic, message, pub = ARGV[b], ARGV[b + 1], ARGV[b + 2], ARGV[b + 6]
  local fresh = not seen[key] and redis.call('EXISTS', p .. 'm:' .. key) == 0
  seen[key] = true
  isNew[i] = fresh
  if fresh then
    local ids = { topic, pub }
    for j, limit in ipairs(limits) do
      local who = limit[1] .. ids[j]
      local a = add(who, #message)
      if used(who, 'n') + a[1] > quota[limit[2]] then
        return { 'quota', string.format(limit[4], quota[limit[2]]) }
      end
      if used(who, 'l') + a[2] > quota[limit[3]] then
        return { 'quota', string.format(limit[5], quota[limit[3]]) }
      end
    end
    local all = add('all', #message)
    if used('all', 'n') + all[1] > quota[5] or used('all', 'l') + all[2] > quota[6] then
      return { 'quota', 'the relay is full; try again later' }
    end
  end
end
-- Then the writes.
local result = {}
for i = 0, n - 1 do
  local b = 11 + i * 7
  local key, topic, message = ARGV[b], ARGV[b + 1], ARGV[b + 2]
  local expiresAt, tag, attestation, pub = tonumber(ARGV[b + 3]), ARGV[b + 4], ARGV[b + 5], ARGV[b + 6]
  local mk = p .. 'm:' .. key
  if isNew[i] then
    redis.call('HSET', mk, 'topic', topic, 'message', message, 'publishedAt', now,
      'expiresAt', expiresAt, 'tag', tag, 'attestation', attestation, 'publisherId', pub)
    redis.call('PEXPIREAT', mk, expiresAt)
    redis.call('ZADD', p .. 't:' .. topic, redis.call('INCR', p .. 'seq'), key)
    redis.call('ZADD', p .. 'exp', expiresAt, key .. '|' .. #message .. '|' .. topic .. '|' .. pub)
    for _, who in ipairs({ 't:' .. topic, 'c:' .. pub, 'all' }) do
      redis.call('HINCRBY', p .. 'use', who .. ':n', 1)
      redis.call('HINCRBY', p .. 'use', who .. ':l', #message)
    end
    local entry = { key = key, topic = topic, message = message, publishedAt = now,
      expiresAt = expiresAt, tag = tonumber(tag), attestation = attestation, publisherId = pub }
    -- The publishing node's id first, so that node skips its own without parsing the entry.
    redis.call('PUBLISH', p .. 'f:' .. topic, node .. ' ' .. cjson.encode(entry))
    -- The caller has the message: the reply leaves it out (no second copy of a large one).
    entry.message = nil
    result[#result + 1] = cjson.encode({ fresh = true, entry = entry })
  else
    -- The same message again: it lives as long as the later of the two TTLs.
    local stored = redis.call('HMGET', mk, 'publishedAt', 'expiresAt', 'tag', 'attestation', 'publisherId')
    local oldExpiry = tonumber(stored[2])
    if expiresAt > oldExpiry then
      redis.call('HSET', mk, 'expiresAt', expiresAt)
      redis.call('PEXPIREAT', mk, expiresAt)
      if redis.call('EXISTS', p .. 'a:' .. key) == 1 then redis.call('PEXPIREAT', p .. 'a:' .. key, expiresAt) end
      redis.call('ZADD', p .. 'exp', 'XX', expiresAt, key .. '|' .. #message .. '|' .. topic .. '|' .. stored[5])
      oldExpiry = expiresAt
    end
    local entry = { key = key, topic = topic, publishedAt = tonumber(stored[1]),
      expiresAt = oldExpiry, tag = tonumber(stored[3]), attestation = stored[4], publisherId = stored[5] }
    result[#result + 1] = cjson.encode({ fresh = false, entry = entry })
  end
end
return result
`

const PURGE_SCRIPT = `${PURGE}
return purge(ARGV[1], tonumber(ARGV[2]), ${PURGE_BATCH})
`

interface WireEntry {
  key: string
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  attestation: string
  publisherId: string
}

const toEntry = (wire: WireEntry, ackedBy: Iterable<string> = []): MailboxMessage => {
  const entry: MailboxMessage = {
    key: wire.key,
    topic: wire.topic,
    message: wire.message,
    publishedAt: Number(wire.publishedAt),
    expiresAt: Number(wire.expiresAt),
    tag: Number(wire.tag),
    publisherId: wire.publisherId,
    ackedBy: new Set(ackedBy),
  }
  if (wire.attestation) entry.attestation = wire.attestation
  return entry
}

type PutCommand = (...args: (string | number)[]) => Promise<string[]>
type PurgeCommand = (...args: (string | number)[]) => Promise<number>

export interface RedisRelayStoreOptions {
  redisUrl: string
  /** Key prefix, so several relays (or tests) can share one Redis. Default `relay:`. */
  prefix?: string
  quotas?: Partial<MailboxQuotas>
  now?: () => number
  log?: (line: string) => void
}

export async function createRedisRelayStore(options: RedisRelayStoreOptions): Promise<RelayStore> {
  const prefix = options.prefix ?? 'relay:'
  const quotas = { ...DEFAULT_MAILBOX_QUOTAS, ...options.quotas }
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const node = randomUUID()
  // Commands wait for a reconnect rather than fail at once; a publish is answered only once stored.
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 20 })
  const subscriber = redis.duplicate()
  for (const client of [redis, subscriber])
    client.on('error', (error: Error) => log(`relay: Redis: ${error.message}`))
  await Promise.all([redis.connect(), subscriber.connect()])
  redis.defineCommand('relayPut', { numberOfKeys: 0, lua: PUT_SCRIPT })
  redis.defineCommand('relayPurge', { numberOfKeys: 0, lua: PURGE_SCRIPT })
  const put = (redis as unknown as { relayPut: PutCommand }).relayPut.bind(redis)
  const purge = (redis as unknown as { relayPurge: PurgeCommand }).relayPurge.bind(redis)

  const watched = new Map<string, number>()
  let onRemote: (entry: MailboxMessage) => void = () => {}
  subscriber.on('message', (_channel: string, text: string) => {
    if (text.startsWith(`${node} `)) return
    try {
      onRemote(toEntry(JSON.parse(text.slice(text.indexOf(' ') + 1)) as WireEntry))
    } catch {
      log('relay: an unreadable fan-out message was skipped')
    }
  })
  const channel = (topic: string) => `${prefix}f:${topic}`

  // Pub/sub has no memory: what other nodes announce while the link is down never comes. And a
  // publish whose reply was lost with the command connection is resent, stored already, so not
  // "fresh": this node's own subscribers never got it. Once either connection is back (and the
  // pub/sub one subscribed again), hand on what the watched topics got since shortly before it
  // dropped; the hub skips what a socket acked or holds, so at most a few come twice.
  for (const [which, client] of [
    ['pub/sub', subscriber],
    ['command', redis],
  ] as const) {
    let droppedAt: number | undefined
    client.on('close', () => {
      droppedAt ??= now()
    })
    client.on('ready', () => {
      if (droppedAt === undefined) return
      const since = droppedAt - RESYNC_MARGIN_MS
      droppedAt = undefined
      void resync(since).then(
        (count) => log(`relay: Redis ${which} connection back; ${count} messages handed on`),
        (error: Error) => log(`relay: resync failed: ${error.message}`),
      )
    })
  }
  const resync = async (since: number) => {
    await subscriber.ping() // the re-subscribes sent before 'ready' are in force
    // Two round trips whatever the number of topics: their keys, then the messages and ackers.
    const listed = redis.pipeline()
    for (const topic of watched.keys()) listed.zrange(`${prefix}t:${topic}`, '0', '-1')
    const keys = ((await listed.exec()) ?? []).flatMap(([, reply]) => (reply as string[]) ?? [])
    if (keys.length === 0) return 0
    const read = redis.pipeline()
    for (const key of keys) read.hgetall(`${prefix}m:${key}`).smembers(`${prefix}a:${key}`)
    const replies = (await read.exec()) ?? []
    const time = now()
    let count = 0
    keys.forEach((key, i) => {
      const hash = replies[i * 2]?.[1] as Record<string, string> | undefined
      const ackers = (replies[i * 2 + 1]?.[1] as string[] | undefined) ?? []
      if (!hash?.message || Number(hash.publishedAt) < since) return
      if (Number(hash.expiresAt) <= time) return
      count++
      onRemote(toEntry({ ...(hash as unknown as WireEntry), key }, ackers))
    })
    return count
  }

  return {
    async put(inputs) {
      const args: (string | number)[] = [
        prefix,
        now(),
        node,
        quotas.topicMessages,
        quotas.topicLength,
        quotas.clientMessages,
        quotas.clientLength,
        quotas.totalMessages,
        quotas.totalLength,
        inputs.length,
      ]
      const time = now()
      for (const input of inputs)
        args.push(
          messageKey(input.topic, input.message),
          input.topic,
          input.message,
          time + input.ttlSeconds * 1000,
          input.tag,
          typeof input.attestation === 'string' ? input.attestation : '',
          input.publisherId,
        )
      const reply = await put(...args)
      if (reply[0] === 'quota') throw new MailboxQuotaError(String(reply[1]))
      return reply.map((text, i): StoredMessage => {
        const { fresh, entry } = JSON.parse(text) as { fresh: boolean; entry: WireEntry }
        // Same key, same topic and message: the reply leaves the message out.
        return { fresh, entry: toEntry({ ...entry, message: inputs[i]?.message ?? '' }) }
      })
    },
    async pendingFor(topic, clientId) {
      const keys = await redis.zrange(`${prefix}t:${topic}`, '0', '-1')
      if (keys.length === 0) return []
      const pipeline = redis.pipeline()
      for (const key of keys) {
        pipeline.hgetall(`${prefix}m:${key}`)
        pipeline.sismember(`${prefix}a:${key}`, clientId)
      }
      const replies = (await pipeline.exec()) ?? []
      const time = now()
      const owed: MailboxMessage[] = []
      keys.forEach((key, i) => {
        const hash = replies[i * 2]?.[1] as Record<string, string> | undefined
        const acked = replies[i * 2 + 1]?.[1] === 1
        if (!hash?.message || acked || hash.publisherId === clientId) return
        if (Number(hash.expiresAt) <= time) return
        owed.push(toEntry({ ...(hash as unknown as WireEntry), key }))
      })
      return owed
    },
    async ack(entry, clientId) {
      const key = `${prefix}a:${entry.key}`
      await redis.multi().sadd(key, clientId).pexpireat(key, String(entry.expiresAt)).exec()
    },
    async watch(topic) {
      const count = watched.get(topic) ?? 0
      watched.set(topic, count + 1)
      if (count === 0) await subscriber.subscribe(channel(topic))
    },
    async unwatch(topic) {
      const count = watched.get(topic) ?? 0
      if (count <= 1) {
        watched.delete(topic)
        if (count === 1) await subscriber.unsubscribe(channel(topic))
      } else watched.set(topic, count - 1)
    },
    onRemote(handler) {
      onRemote = handler
    },
    async purgeExpired() {
      await purge(prefix, now())
    },
    async close() {
      subscriber.disconnect()
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
