import { describe, expect, it } from 'vitest'
import { CHANNEL_TTL_MS, channelStatus, createRelayChannels } from './relayChannels.ts'

const params = { siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174' }
const metadata = { ip: '127.0.0.1', userAgent: 'test' }
const completion = {
  message: 'signed',
  signature: `0x${'1'.repeat(130)}` as const,
  fid: 7,
  username: 'seven',
}

describe('relay channels', () => {
  it('makes random tokens and alphanumeric nonces, or keeps the nonce the app chose', () => {
    const channels = createRelayChannels()
    const a = channels.open(params, metadata, (t) => `u/${t}`)
    const b = channels.open(params, metadata, (t) => `u/${t}`)
    expect(a.token).not.toBe(b.token)
    expect(a.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(a.url).toBe(`u/${a.token}`)
    expect(channels.open({ ...params, nonce: 'mine12345' }, metadata, () => '').nonce).toBe(
      'mine12345',
    )
  })

  it('is pending, then completed once; the first completion stays', () => {
    const channels = createRelayChannels()
    const c = channels.open(params, metadata, () => 'u')
    expect(channelStatus(c)).toMatchObject({ state: 'pending', nonce: c.nonce })
    expect(channels.complete(c.token, completion)).toBeDefined()
    expect(channels.complete(c.token, { ...completion, fid: 8 })).toBeUndefined()
    expect(channelStatus(c)).toMatchObject({ state: 'completed', fid: 7, username: 'seven' })
  })

  it('forgets a channel once it has lived CHANNEL_TTL_MS', () => {
    let now = 0
    const channels = createRelayChannels(() => now)
    const c = channels.open(params, metadata, () => 'u')
    now = CHANNEL_TTL_MS - 1
    expect(channels.get(c.token)).toBeDefined()
    now = CHANNEL_TTL_MS
    expect(channels.get(c.token)).toBeUndefined()
    expect(channels.complete(c.token, completion)).toBeUndefined()
  })
})
