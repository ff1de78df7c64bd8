/**
 * OPEN_WALLET_SETTINGS in the frame: refused without a session, open until the window closes,
 * and closed by the host's RPC_ABORT through the frame's real endpoint.
 */
import { createFrameEndpoint, type FrameEndpoint, SECURE_SDK_VERSION } from '@portico/shared'
import { expect, it, vi } from 'vitest'
import type { FrameApi } from '../api/frameApi.ts'
import { createSessionStore } from '../session/sessionStore.ts'
import type { WalletWindowDeps } from '../walletWindows/walletWindowDeps.ts'
import { createWalletHandlers, withWalletSettingsAbort } from './createWalletHandlers.ts'
import type { FrameState } from './frameState.ts'

const HOST = 'https://dapp.example'
const state = {
  projectId: 'p',
  chainIds: [1],
  solanaChains: [],
  smartAccountChains: [],
  chainId: 1,
  theme: {},
  dappData: null,
} as FrameState
const api = {} as FrameApi
const wallet = {} as WalletWindowDeps['wallet']

/** The frame's endpoint on stand-in windows; `send` posts a request as the host does. */
function frameWith(handlers: Parameters<typeof createFrameEndpoint>[0]['handlers']) {
  const posted: { type: string; payload?: { code?: string } }[] = []
  const parent = Object.assign(new EventTarget(), {
    postMessage: (message: (typeof posted)[number]) => posted.push(message),
  }) as unknown as Window
  const frame = new EventTarget() as unknown as Window
  const endpoint = createFrameEndpoint({
    frameWindow: frame,
    parentWindow: parent,
    allowedOrigins: [HOST],
    parentOrigin: HOST,
    version: SECURE_SDK_VERSION,
    handlers,
  })
  const send = async (name: string) => {
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: { type: `@w3m-app/${name}`, id: crypto.randomUUID() } },
      origin: { value: HOST },
      source: { value: parent },
    })
    frame.dispatchEvent(event)
    await new Promise((r) => setTimeout(r, 0))
  }
  return { endpoint, posted, send }
}

it('refuses without a session, with NOT_SIGNED_IN', async () => {
  const show = vi.fn(async () => {})
  const handlers = createWalletHandlers({
    api,
    state,
    session: createSessionStore(() => undefined),
    wallet: async () => wallet,
    showWalletSettings: show,
  })
  const { posted, send } = frameWith(handlers)
  await send('OPEN_WALLET_SETTINGS')
  expect(posted.at(-1)).toMatchObject({
    type: '@w3m-frame/OPEN_WALLET_SETTINGS_ERROR',
    payload: { code: 'NOT_SIGNED_IN' },
  })
  expect(show).not.toHaveBeenCalled()
})

it('answers once the window closes, and RPC_ABORT closes it with FRAME_ABORTED', async () => {
  const session = createSessionStore(() => undefined)
  session.set('session-token')
  let close = () => {}
  const seen: { deps: WalletWindowDeps; signal: AbortSignal }[] = []
  const show = (deps: WalletWindowDeps, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      seen.push({ deps, signal })
      close = resolve
      signal.addEventListener('abort', () => reject(signal.reason))
    })
  const rpcAbort = vi.fn(() => undefined)
  let endpoint: FrameEndpoint | undefined
  const handlers = withWalletSettingsAbort(
    {
      RPC_ABORT: rpcAbort,
      ...createWalletHandlers({
        api,
        state,
        session,
        wallet: async () => wallet,
        showWalletSettings: show,
      }),
    },
    () => endpoint,
  )
  const frame = frameWith(handlers)
  endpoint = frame.endpoint

  await frame.send('OPEN_WALLET_SETTINGS')
  expect(seen[0]?.deps).toMatchObject({ wallet, api, state })
  expect(seen[0]?.deps.token()).toBe('session-token')
  expect(frame.posted).toHaveLength(1) // READY only: the window is open
  close()
  await new Promise((r) => setTimeout(r, 0))
  expect(frame.posted.at(-1)?.type).toBe('@w3m-frame/OPEN_WALLET_SETTINGS_SUCCESS')

  await frame.send('OPEN_WALLET_SETTINGS')
  await frame.send('RPC_ABORT')
  expect(seen[1]?.signal.aborted).toBe(true)
  expect(rpcAbort).toHaveBeenCalledOnce()
  expect(frame.posted.at(-1)).toMatchObject({
    type: '@w3m-frame/OPEN_WALLET_SETTINGS_ERROR',
    payload: { code: 'FRAME_ABORTED' },
  })
})
