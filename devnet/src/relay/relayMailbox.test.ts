import { describe, expect, it } from 'vitest'
import { createRelayMailbox, MailboxQuotaError } from './relayMailbox.ts'

const topic = 'a'.repeat(64)
const other = 'b'.repeat(64)

describe('relay mailbox', () => {
  const setup = (options: Parameters<typeof createRelayMailbox>[0] = {}) => {
    let time = 1_000_000
    let changes = 0
    const mailbox = createRelayMailbox({
      now: () => time,
      onChange: () => changes++,
      ...options,
    })
    const put = (message: string, publisherId = 'alice', ttlSeconds = 60, on = topic) =>
      mailbox.put({ topic: on, message, ttlSeconds, tag: 1108, publisherId })
    return {
      mailbox,
      put,
      advance: (ms: number) => {
        time += ms
      },
      changes: () => changes,
    }
  }

  it('owes a message to everyone but its publisher and those who acked it', () => {
    const { mailbox, put } = setup()
    const entry = put('m1')
    put('m2', 'bob')
    put('elsewhere', 'bob', 60, other)
    expect(mailbox.pendingFor(topic, 'alice').map((m) => m.message)).toEqual(['m2'])
    expect(mailbox.pendingFor(topic, 'carol').map((m) => m.message)).toEqual(['m1', 'm2'])
    expect(mailbox.ack(entry.key, 'carol')).toBe(true)
    expect(mailbox.ack(entry.key, 'carol')).toBe(false)
    expect(mailbox.pendingFor(topic, 'carol').map((m) => m.message)).toEqual(['m2'])
  })

  it('stores the same message once and extends its expiry', () => {
    const { mailbox, put, advance } = setup()
    const first = put('same', 'alice', 10)
    advance(5_000)
    const again = put('same', 'alice', 10)
    expect(again).toBe(first)
    expect(mailbox.size).toBe(1)
    advance(8_000)
    expect(mailbox.pendingFor(topic, 'bob')).toHaveLength(1)
  })

  it('expires messages after their TTL and purges them', () => {
    const { mailbox, put, advance, changes } = setup()
    put('short', 'alice', 1)
    put('long', 'alice', 60)
    advance(1_000)
    expect(mailbox.pendingFor(topic, 'bob').map((m) => m.message)).toEqual(['long'])
    const before = changes()
    expect(mailbox.purgeExpired()).toBe(1)
    expect(changes()).toBe(before + 1)
    expect(mailbox.size).toBe(1)
    expect(mailbox.purgeExpired()).toBe(0)
  })

  it("refuses a publish over a topic's or a client's quota and evicts nothing", () => {
    const { mailbox, put } = setup({ quotas: { topicMessages: 2, clientLength: 12 } })
    put('m1')
    put('m2')
    expect(() => put('m3')).toThrow(MailboxQuotaError)
    // Another topic is fine; the same message again takes no room.
    put('m3', 'alice', 60, other)
    put('m2')
    expect(mailbox.list().map((m) => m.message)).toEqual(['m1', 'm2', 'm3'])
    // Alice is at 6 of her 12 characters; Bob's waiting messages do not count against her.
    put('bob-0000000', 'bob', 60, other)
    expect(() => put('1234567', 'alice', 60, 'c'.repeat(64))).toThrow(
      /this client has 12 characters/,
    )
    expect(mailbox.size).toBe(4)
    try {
      put('m9')
    } catch (error) {
      expect(error).toMatchObject({ code: 'RELAY_QUOTA_EXCEEDED', rpcCode: -32005 })
    }
  })

  it('frees the quota of expired messages, and checks a batch as a whole', () => {
    const { mailbox, put, advance } = setup({ quotas: { totalMessages: 2 } })
    put('m1', 'alice', 1)
    put('m2', 'bob', 1)
    expect(() => put('m3')).toThrow(/the relay is full/)
    advance(1_001)
    put('m3')
    const batch = ['b1', 'b2'].map((message) => ({
      topic,
      message,
      ttlSeconds: 60,
      tag: 1,
      publisherId: 'carol',
    }))
    expect(() => mailbox.assertRoom(batch)).toThrow(MailboxQuotaError)
    mailbox.assertRoom(batch.slice(1))
  })

  it('restores unexpired messages with their acks', () => {
    const { mailbox, put } = setup()
    const kept = put('kept')
    mailbox.ack(kept.key, 'bob')
    put('gone', 'alice', 1)
    const saved = mailbox.list()
    const copy = setup()
    copy.advance(1_500)
    copy.mailbox.restore(saved)
    expect(copy.mailbox.list().map((m) => m.message)).toEqual(['kept'])
    expect(copy.mailbox.pendingFor(topic, 'bob')).toEqual([])
    expect(copy.mailbox.pendingFor(topic, 'carol')).toHaveLength(1)
  })
})
