import { describe, expect, it } from 'vitest'
import { createPublishRateLimit, PublishRateError, publishCount } from './relayRateLimit.ts'

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
})
