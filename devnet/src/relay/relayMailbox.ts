/**
 * The relay's mailbox: every published message, kept until its TTL runs out, with the client ids
 * that acknowledged it. A subscriber is owed every unexpired message of the topic that it neither
 * published nor acknowledged; that is what makes late subscribers and reconnects work.
 *
 * Quotas per topic, per publishing client and for the whole mailbox refuse a publish that would
 * pass them (MailboxQuotaError, JSON-RPC -32005); nothing stored is ever evicted to make room, so
 * one client cannot push out another's waiting proposal or reply.
 */
import { createHash } from 'node:crypto'
import { RpcError } from '@portico/shared'

/** Messages and characters one topic may hold unexpired (a pairing or session: a few dozen). */
export const MAX_TOPIC_MESSAGES = 500
export const MAX_TOPIC_LENGTH = 8 * 1024 * 1024
/** Messages and characters one client (its `iss`) may have waiting, over all its topics. */
export const MAX_CLIENT_MESSAGES = 2_000
export const MAX_CLIENT_LENGTH = 32 * 1024 * 1024
/** The whole mailbox. */
export const MAX_MAILBOX_MESSAGES = 100_000
export const MAX_MAILBOX_LENGTH = 256 * 1024 * 1024
/** JSON-RPC "limit exceeded" (EIP-1474), for a publish over a quota. */
export const RPC_LIMIT_EXCEEDED = -32005

/** A publish that would pass a quota; nothing was stored. */
export class MailboxQuotaError extends RpcError {
  override name = 'MailboxQuotaError'
  constructor(what: string) {
    super(`Mailbox quota exceeded: ${what}`, {
      code: 'RELAY_QUOTA_EXCEEDED',
      rpcCode: RPC_LIMIT_EXCEEDED,
    })
  }
}

export interface MailboxQuotas {
  topicMessages: number
  topicLength: number
  clientMessages: number
  clientLength: number
  totalMessages: number
  totalLength: number
}

export const DEFAULT_MAILBOX_QUOTAS: MailboxQuotas = {
  topicMessages: MAX_TOPIC_MESSAGES,
  topicLength: MAX_TOPIC_LENGTH,
  clientMessages: MAX_CLIENT_MESSAGES,
  clientLength: MAX_CLIENT_LENGTH,
  totalMessages: MAX_MAILBOX_MESSAGES,
  totalLength: MAX_MAILBOX_LENGTH,
}

export interface MailboxMessage {
  /** sha256 of topic and message: publishing the same message twice stores it once. */
  key: string
  topic: string
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** Client id (`iss`) of the publisher, who never gets its own message back. */
  publisherId: string
  ackedBy: Set<string>
}

export interface MailboxInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | null
  publisherId: string
}

export interface RelayMailboxOptions {
  now?: () => number
  /** Limits that refuse a publish (DEFAULT_MAILBOX_QUOTAS where not given). */
  quotas?: Partial<MailboxQuotas>
  /** Called after every change, e.g. to schedule a save. */
  onChange?: () => void
}

export interface RelayMailbox {
  /**
   * Stores a message (or refreshes the expiry of the same one) and returns it; throws a
   * MailboxQuotaError, storing nothing, when it would pass a quota.
   */
  put(input: MailboxInput): MailboxMessage
  /** Throws the MailboxQuotaError that storing all of `inputs` would meet (batches are whole). */
  assertRoom(inputs: readonly MailboxInput[]): void
  /** Whether the same message is stored and unexpired (a publish of it stores nothing new). */
  contains(input: Pick<MailboxInput, 'topic' | 'message'>): boolean
  /** Unexpired messages of `topic` owed to `clientId`, oldest first. */
  pendingFor(topic: string, clientId: string): MailboxMessage[]
  /** Records that `clientId` acknowledged the message; false if it is gone or already acked. */
  ack(key: string, clientId: string): boolean
  /** Drops expired messages and returns how many. */
  purgeExpired(): number
  /** Every unexpired message, oldest first. */
  list(): MailboxMessage[]
  /** Loads messages (e.g. from disk), skipping expired ones. */
  restore(messages: readonly MailboxMessage[]): void
  readonly size: number
}

export function messageKey(topic: string, message: string): string {
  return createHash('sha256').update(topic).update('\n').update(message).digest('hex')
}

export function createRelayMailbox(options: RelayMailboxOptions = {}): RelayMailbox {
  const now = options.now ?? Date.now
  const quotas = { ...DEFAULT_MAILBOX_QUOTAS, ...options.quotas }
  const byKey = new Map<string, MailboxMessage>()
  const byTopic = new Map<string, Set<string>>()
  /** Messages and characters stored per topic and per publisher. */
  const usage = new Map<string, { messages: number; length: number }>()
  let totalLength = 0
  const changed = () => options.onChange?.()
  const topicKey = (topic: string) => `topic:${topic}`
  const clientKey = (clientId: string) => `client:${clientId}`
  const count = (key: string, messages: number, length: number) => {
    const used = usage.get(key) ?? { messages: 0, length: 0 }
    used.messages += messages
    used.length += length
    if (used.messages === 0) usage.delete(key)
    else usage.set(key, used)
  }

  const remove = (entry: MailboxMessage) => {
    byKey.delete(entry.key)
    totalLength -= entry.message.length
    count(topicKey(entry.topic), -1, -entry.message.length)
    count(clientKey(entry.publisherId), -1, -entry.message.length)
    const keys = byTopic.get(entry.topic)
    keys?.delete(entry.key)
    if (keys?.size === 0) byTopic.delete(entry.topic)
  }
  const add = (entry: MailboxMessage) => {
    byKey.set(entry.key, entry)
    totalLength += entry.message.length
    count(topicKey(entry.topic), 1, entry.message.length)
    count(clientKey(entry.publisherId), 1, entry.message.length)
    const keys = byTopic.get(entry.topic) ?? new Set<string>()
    keys.add(entry.key)
    byTopic.set(entry.topic, keys)
  }
  /** Whether `input` is new (not the same unexpired message again, which takes no room). */
  const isNew = (input: Pick<MailboxInput, 'topic' | 'message'>) => {
    const existing = byKey.get(messageKey(input.topic, input.message))
    return !existing || existing.expiresAt <= now()
  }
  const assertRoom = (inputs: readonly MailboxInput[]) => {
    const adding = new Map<string, { messages: number; length: number }>()
    let messages = 0
    let length = 0
    const plan = (key: string, size: number) => {
      const planned = adding.get(key) ?? { messages: 0, length: 0 }
      planned.messages += 1
      planned.length += size
      adding.set(key, planned)
      return planned
    }
    for (const input of inputs) {
      if (!isNew(input)) continue
      const size = input.message.length
      messages += 1
      length += size
      const used = (key: string) => usage.get(key) ?? { messages: 0, length: 0 }
      const topic = plan(topicKey(input.topic), size)
      const client = plan(clientKey(input.publisherId), size)
      const topicUsed = used(topicKey(input.topic))
      const clientUsed = used(clientKey(input.publisherId))
      if (topicUsed.messages + topic.messages > quotas.topicMessages)
        throw new MailboxQuotaError(`the topic holds ${quotas.topicMessages} messages`)
      if (topicUsed.length + topic.length > quotas.topicLength)
        throw new MailboxQuotaError(`the topic holds ${quotas.topicLength} characters`)
      if (clientUsed.messages + client.messages > quotas.clientMessages)
        throw new MailboxQuotaError(`this client has ${quotas.clientMessages} messages waiting`)
      if (clientUsed.length + client.length > quotas.clientLength)
        throw new MailboxQuotaError(`this client has ${quotas.clientLength} characters waiting`)
    }
    if (byKey.size + messages > quotas.totalMessages || totalLength + length > quotas.totalLength)
      throw new MailboxQuotaError('the relay is full; try again later')
  }
  const purgeExpired = () => {
    const time = now()
    let purged = 0
    for (const entry of byKey.values()) {
      if (entry.expiresAt <= time) {
        remove(entry)
        purged++
      }
    }
    return purged
  }

  return {
    assertRoom,
    contains: (input) => !isNew(input),
    put(input) {
      if (isNew(input)) {
        try {
          assertRoom([input])
        } catch (error) {
          // Expired messages must not count: drop them (O(mailbox), only when near a quota).
          if (!(error instanceof MailboxQuotaError) || purgeExpired() === 0) throw error
          assertRoom([input])
        }
      }
      const key = messageKey(input.topic, input.message)
      const time = now()
      const expiresAt = time + input.ttlSeconds * 1000
      const existing = byKey.get(key)
      if (existing && existing.expiresAt > time) {
        existing.expiresAt = Math.max(existing.expiresAt, expiresAt)
        changed()
        return existing
      }
      if (existing) remove(existing)
      const entry: MailboxMessage = {
        key,
        topic: input.topic,
        message: input.message,
        publishedAt: time,
        expiresAt,
        tag: input.tag,
        publisherId: input.publisherId,
        ackedBy: new Set(),
      }
      if (typeof input.attestation === 'string') entry.attestation = input.attestation
      add(entry)
      changed()
      return entry
    },
    pendingFor(topic, clientId) {
      const time = now()
      const owed: MailboxMessage[] = []
      for (const key of byTopic.get(topic) ?? []) {
        const entry = byKey.get(key)
        if (!entry || entry.expiresAt <= time) continue
        if (entry.publisherId === clientId || entry.ackedBy.has(clientId)) continue
        owed.push(entry)
      }
      return owed
    },
    ack(key, clientId) {
      const entry = byKey.get(key)
      if (!entry || entry.ackedBy.has(clientId)) return false
      entry.ackedBy.add(clientId)
      changed()
      return true
    },
    purgeExpired() {
      const purged = purgeExpired()
      if (purged > 0) changed()
      return purged
    },
    list() {
      const time = now()
      return [...byKey.values()].filter((entry) => entry.expiresAt > time)
    },
    restore(messages) {
      const time = now()
      for (const entry of messages) {
        if (entry.expiresAt <= time || byKey.has(entry.key)) continue
        add({ ...entry, ackedBy: new Set(entry.ackedBy) })
      }
    },
    get size() {
      return byKey.size
    },
  }
}
