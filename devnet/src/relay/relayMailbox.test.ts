import { describe, expect, it } from 'vitest'
import { createRelayMailbox } from './relayMailbox.ts'

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

  it('drops the oldest messages beyond its caps', () => {
    const { mailbox, put } = setup({ maxMessages: 2 })
    put('m1')
    put('m2')
    put('m3')
    expect(mailbox.list().map((m) => m.message)).toEqual(['m2', 'm3'])
    const bySize = setup({ maxTotalLength: 10 })
    bySize.put('12345')
    bySize.put('67890')
    bySize.put('abc')
    expect(bySize.mailbox.list().map((m) => m.message)).toEqual(['67890', 'abc'])
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
