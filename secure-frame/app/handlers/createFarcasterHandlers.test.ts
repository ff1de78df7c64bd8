/**
 * GET_FARCASTER_URI and CONNECT_FARCASTER against a fake frame server: the URL is answered and
 * the worker starts preparing a wallet; the wait is repeated while pending, then the worker
 * finishes the login and the session is kept and announced; answers that do not fit their
 * schema, and a CONNECT_FARCASTER from another origin than the one that started, are refused.
 */
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import { createFarcasterHandlers, REGISTRY_RETRY_MS } from './createFarcasterHandlers.ts'
import type { FrameState } from './frameState.ts'
import type { WalletSession } from './walletSession.ts'

const ORIGIN = 'http://localhost:5173'
const LINK = 'http://127.0.0.1:4400/~/siwf?channelToken=t'
const ADDRESS = '0x1111111111111111111111111111111111111111'

function setup(answers: Record<string, unknown[]>) {
  const calls: { path: string; body: unknown }[] = []
  const api: FrameApi = {
    post: async <T>(path: string, body: unknown, options?: { schema?: z.ZodMiniType<T> }) => {
      calls.push({ path, body })
      const answer = answers[path]?.shift()
      if (answer instanceof Error) throw answer
      return (options?.schema ? z.parse(options.schema, answer) : answer) as T
    },
    get: async () => {
      throw new Error('not used')
    },
    put: async () => {
      throw new Error('not used')
    },
  }
  const state: FrameState = {
    projectId: 'p1',
    chainIds: [31337],
    solanaChains: [],
    smartAccountChains: [],
    chainId: 31337,
    theme: {},
    dappData: null,
  }
  const token = { value: undefined as string | undefined }
  const session = {
    get: () => token.value,
    set: (t: string) => {
      token.value = t
    },
    clear: () => {
      token.value = undefined
    },
  }
  const wallet = {
    prepareLogin: vi.fn(),
    loginFarcaster: vi.fn(async () => ({
      token: 'jwt',
      user: { email: null, address: ADDRESS, chainId: 31337, userName: 'alice' },
      view: {
        evmAddress: ADDRESS,
        solanaAddress: 'So1',
        enrolled: true,
        recovery: { password: false, passkey: null },
      },
    })),
  } as unknown as WalletSession
  const sendSessionUpdate = vi.fn()
  const handlers = createFarcasterHandlers({ api, state, session, sendSessionUpdate, wallet })
  const context = { id: 'r1', origin: ORIGIN, signal: new AbortController().signal }
  return { handlers, calls, state, token, wallet, sendSessionUpdate, context }
}

describe('Farcaster handlers', () => {
  it('answers the URL, waits while pending, then signs in with the username', async () => {
    const t = setup({
      '/api/farcaster/channel': [{ url: LINK }],
      '/api/farcaster/wait': [{ state: 'pending' }, { state: 'verified', userName: 'alice' }],
    })
    expect(await t.handlers.GET_FARCASTER_URI({}, t.context)).toEqual({ url: LINK })
    expect(t.calls[0]).toEqual({
      path: '/api/farcaster/channel',
      body: { projectId: 'p1', origin: ORIGIN },
    })
    expect(t.wallet.prepareLogin).toHaveBeenCalled()
    expect(await t.handlers.CONNECT_FARCASTER({}, t.context)).toEqual({ userName: 'alice' })
    expect(t.calls.filter((c) => c.path === '/api/farcaster/wait')).toHaveLength(2)
    expect(t.wallet.loginFarcaster).toHaveBeenCalledWith({ projectId: 'p1', origin: ORIGIN })
    expect(t.token.value).toBe('jwt')
    expect(t.sendSessionUpdate).toHaveBeenCalledWith('jwt')
    expect(t.state.user).toMatchObject({ address: ADDRESS, userName: 'alice', email: null })
    expect(t.state.pendingFarcaster).toBeUndefined()
  })

  it('asks again when the ID registry could not be read; other errors end the wait', async () => {
    vi.useFakeTimers()
    try {
      const unreadable = new FrameApiError('no registry', 'FARCASTER_REGISTRY_UNAVAILABLE', 502)
      const t = setup({
        '/api/farcaster/channel': [{ url: LINK }, { url: LINK }],
        '/api/farcaster/wait': [
          unreadable,
          { state: 'verified', userName: 'alice' },
          new FrameApiError('expired', 'FARCASTER_LOGIN_EXPIRED', 410),
        ],
      })
      await t.handlers.GET_FARCASTER_URI({}, t.context)
      const connected = t.handlers.CONNECT_FARCASTER({}, t.context)
      await vi.advanceTimersByTimeAsync(REGISTRY_RETRY_MS)
      expect(await connected).toEqual({ userName: 'alice' })
      await t.handlers.GET_FARCASTER_URI({}, t.context)
      await expect(t.handlers.CONNECT_FARCASTER({}, t.context)).rejects.toMatchObject({
        code: 'FARCASTER_LOGIN_EXPIRED',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a URL that is not a link, and CONNECT_FARCASTER before or from elsewhere', async () => {
    const t = setup({ '/api/farcaster/channel': [{ url: 'javascript:alert(1)' }, { url: LINK }] })
    await expect(t.handlers.GET_FARCASTER_URI({}, t.context)).rejects.toThrow()
    await expect(t.handlers.CONNECT_FARCASTER({}, t.context)).rejects.toMatchObject({
      code: 'FARCASTER_LOGIN_NOT_STARTED',
    })
    await t.handlers.GET_FARCASTER_URI({}, t.context)
    await expect(
      t.handlers.CONNECT_FARCASTER({}, { ...t.context, origin: 'http://other.localhost' }),
    ).rejects.toMatchObject({ code: 'FARCASTER_LOGIN_NOT_STARTED' })
    expect(t.wallet.loginFarcaster).not.toHaveBeenCalled()
  })
})
