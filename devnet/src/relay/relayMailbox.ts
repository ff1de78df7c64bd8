/**
 * The relay's mailbox: every published message, kept until its TTL runs out, with the client ids
 * that acknowledged it. A subscriber is owed every unexpired message of the topic that it neither
 * published nor acknowledged; that is what makes late subscribers and reconnects work.
 */
import { createHash } from 'node:crypto'

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
  /** The oldest messages are dropped beyond this many. */
  maxMessages?: number
  /** The oldest messages are dropped when their total length passes this many characters. */
  maxTotalLength?: number
  /** Called after every change, e.g. to schedule a save. */
  onChange?: () => void
}

export interface RelayMailbox {
  /** Stores a message (or refreshes the expiry of the same one) and returns it. */
  put(input: MailboxInput): MailboxMessage
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
  const maxMessages = options.maxMessages ?? 10_000
  const maxTotalLength = options.maxTotalLength ?? 256 * 1024 * 1024
  const byKey = new Map<string, MailboxMessage>()
  const byTopic = new Map<string, Set<string>>()
  let totalLength = 0
  const changed = () => options.onChange?.()

  const remove = (entry: MailboxMessage) => {
    byKey.delete(entry.key)
    totalLength -= entry.message.length
    const keys = byTopic.get(entry.topic)
    keys?.delete(entry.key)
    if (keys?.size === 0) byTopic.delete(entry.topic)
  }
  const add = (entry: MailboxMessage) => {
    byKey.set(entry.key, entry)
    totalLength += entry.message.length
    const keys = byTopic.get(entry.topic) ?? new Set<string>()
    keys.add(entry.key)
    byTopic.set(entry.topic, keys)
    for (const oldest of byKey.values()) {
      if (byKey.size <= maxMessages && totalLength <= maxTotalLength) break
      if (oldest !== entry) remove(oldest)
    }
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
    put(input) {
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
