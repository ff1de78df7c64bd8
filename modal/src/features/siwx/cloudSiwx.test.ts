// @vitest-environment node
import type { HttpClient } from '@portico/shared'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../store/memoryStorage.test-helpers.ts'
import { createCloudSiwx } from './cloudSiwx.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:31337'
const TOKEN = 'a'.repeat(43)
const KEY = '@appkit/siwx_sessions'

function setup(expiresAt = Math.floor(Date.now() / 1000) + 3600) {
  const { storage, items } = memoryStorage()
  const post = vi.fn(async (path: string) => {
    if (path === '/v1/siwx/nonce') return { nonce: 'Nonce1234567890', expiresAt }
    if (path === '/v1/siwx/verify')
      return { token: TOKEN, address: ADDRESS, chainId: CHAIN, issuedAt: 1, expiresAt }
    return { success: true }
  })
  const siwx = createCloudSiwx({
    http: { post } as unknown as HttpClient,
    query: { projectId: 'p', st: 'portico', sv: '1' },
    storage,
    now: () => Date.now(),
    location: { host: 'localhost:5173', href: 'http://localhost:5173/app' },
    statement: 'Sign in to the demo',
    required: true,
  })
  return { siwx, post, items }
}

describe('the cloud-backed SIWX config', () => {
  it("writes a message for this page with the cloud's nonce and an expiration", async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: CHAIN })
    expect(message).toMatchObject({
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/app',
      nonce: 'Nonce1234567890',
      chainId: CHAIN,
      statement: 'Sign in to the demo',
      version: '1',
    })
    expect(Date.parse(message.expirationTime ?? '')).toBeGreaterThan(Date.now())
    expect(siwx.getRequired?.()).toBe(true)
  })

  it('keeps the verified session with its token, and revoking ends it on the cloud', async () => {
    const { siwx, post, items } = setup()
    const data = await siwx.createMessage({ accountAddress: ADDRESS, chainId: CHAIN })
    await siwx.addSession({ data, message: 'text', signature: '0x12' })
    expect(await siwx.getSessions(CHAIN, ADDRESS.toLowerCase())).toHaveLength(1)
    expect(siwx.getToken(CHAIN, ADDRESS)).toBe(TOKEN)
    await siwx.revokeSession(CHAIN, ADDRESS)
    expect(post).toHaveBeenLastCalledWith(
      '/v1/siwx/session/revoke',
      expect.objectContaining({ headers: { authorization: `Bearer ${TOKEN}` } }),
    )
    expect(await siwx.getSessions(CHAIN, ADDRESS)).toEqual([])
    expect(items.has(KEY)).toBe(false)
  })

  it('drops an expired session, and ignores stored sessions that fail their schema', async () => {
    const expired = setup(Math.floor(Date.now() / 1000) - 1)
    const data = await expired.siwx.createMessage({ accountAddress: ADDRESS, chainId: CHAIN })
    await expired.siwx.addSession({ data, message: 'text', signature: '0x12' })
    expect(await expired.siwx.getSessions(CHAIN, ADDRESS)).toEqual([])

    const tampered = setup()
    tampered.items.set(
      KEY,
      JSON.stringify({ [`${CHAIN}:${ADDRESS}`.toLowerCase()]: { data: { nonce: 1 }, message: 1 } }),
    )
    expect(await tampered.siwx.getSessions(CHAIN, ADDRESS)).toEqual([])
  })
})
