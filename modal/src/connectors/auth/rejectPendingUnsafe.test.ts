// @vitest-environment node
/**
 * Closing the modal over the frame's window, through the real host endpoint: the pending
 * OPEN_WALLET_SETTINGS (and unsafe RPC requests) fail with FRAME_ABORTED, safe ones stay, the
 * iframe is hidden and the frame is sent RPC_ABORT.
 */
import { createHostEndpoint } from '@portico/shared'
import { expect, it, vi } from 'vitest'
import type { AuthConnector } from './createAuthConnector.ts'
import { rejectPendingUnsafe } from './rejectPendingUnsafe.ts'

const FRAME = 'http://127.0.0.1:5174'

it('ends the wallet-security window and unsafe requests, and tells the frame', async () => {
  const sent: { type: string }[] = []
  const frameWindow = { postMessage: (message: { type: string }) => sent.push(message) }
  const hostWindow = new EventTarget() as unknown as Window
  const endpoint = createHostEndpoint({
    frameOrigin: FRAME,
    hostWindow,
    getFrameWindow: () => frameWindow as unknown as Window,
  })
  const ready = new Event('message')
  Object.defineProperties(ready, {
    data: { value: { type: '@w3m-frame/READY', payload: { version: '4' } } },
    origin: { value: FRAME },
    source: { value: frameWindow },
  })
  hostWindow.dispatchEvent(ready)
  const settings = endpoint.request('OPEN_WALLET_SETTINGS')
  const sign = endpoint.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
  const read = endpoint.request('RPC_REQUEST', { method: 'eth_chainId' })
  settings.catch(() => {})
  sign.catch(() => {})
  read.catch(() => {})
  await Promise.resolve()
  const hide = vi.fn()
  await rejectPendingUnsafe({
    endpoint,
    hide,
    request: endpoint.request,
  } as unknown as AuthConnector)
  await expect(settings).rejects.toMatchObject({ code: 'FRAME_ABORTED' })
  await expect(sign).rejects.toMatchObject({ code: 'FRAME_ABORTED' })
  expect(endpoint.pendingCount()).toBe(1)
  expect(hide).toHaveBeenCalledOnce()
  expect(sent.map((m) => m.type)).toEqual([
    '@w3m-app/OPEN_WALLET_SETTINGS',
    '@w3m-app/RPC_REQUEST',
    '@w3m-app/RPC_REQUEST',
    '@w3m-app/RPC_ABORT',
  ])
  endpoint.destroy()
})
