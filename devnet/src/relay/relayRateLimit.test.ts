import { describe, expect, it } from 'vitest'
import {
  createPublishRateLimit,
  PublishRateError,
  publishCount,
  publishTopics,
} from './relayRateLimit.ts'

describe('publish rate limit', () => {
  it('counts the messages a call publishes', () => {
    expect(publishCount('irn_publish', {})).toBe(1)
    expect(publishCount('irn_batchPublish', { messages: [{}, {}, {}] })).toBe(3)
    expect(publishCount('irn_batchPublish', { messages: 'no' })).toBe(1)
    expect(publishCount('wc_approveSession', {})).toBe(2)
    expect(publishCount('irn_subscribe', {})).toBe(0)
  })

  it('refuses a client over its rate with when to retry; others are not counted', async () => {
    const limit = createPublishRateLimit({ rate: { messages: 3, windowSeconds: 60 } })
    await limit.consume('flooder', 'irn_batchPublish', { messages: [1, 2] })
    await limit.consume('flooder', 'irn_publish', {})
    // Subscribing is never limited.
    await limit.consume('flooder', 'irn_subscribe', {})
    const refused = limit.consume('flooder', 'irn_publish', {})
    await expect(refused).rejects.toBeInstanceOf(PublishRateError)
    await expect(refused).rejects.toMatchObject({
      code: 'RELAY_RATE_LIMITED',
      rpcCode: -32005,
      shortMessage: expect.stringMatching(/^Rate limit exceeded: .*; retry in 60 s$/),
    })
    await limit.consume('someone-else', 'irn_publish', {})
  })

  it('counts each topic a call publishes to, whoever publishes', async () => {
    const [t1, t2] = ['a'.repeat(64), 'b'.repeat(64)]
    expect(
      publishTopics('irn_batchPublish', {
        messages: [{ topic: t1 }, { topic: t1 }, { topic: t2 }, { topic: 'bad' }, null],
      }),
    ).toEqual(
      new Map([
        [t1, 2],
        [t2, 1],
      ]),
    )
    expect(publishTopics('wc_approveSession', { pairingTopic: t1, sessionTopic: t2 }).size).toBe(2)
    expect(publishTopics('irn_subscribe', { topic: t1 }).size).toBe(0)

    const limit = createPublishRateLimit({ topicRate: { messages: 3, windowSeconds: 60 } })
    // Three fresh client ids, one message each, fill the topic; a fourth id is refused.
    for (const id of ['fresh-1', 'fresh-2', 'fresh-3'])
      await limit.consume(id, 'irn_publish', { topic: t1 })
    await expect(limit.consume('fresh-4', 'irn_publish', { topic: t1 })).rejects.toMatchObject({
      rpcCode: -32005,
      shortMessage: expect.stringMatching(
        /^Rate limit exceeded: at most 3 messages per 60 s per topic/,
      ),
    })
    await limit.consume('fresh-4', 'irn_publish', { topic: t2 })
  })
})
