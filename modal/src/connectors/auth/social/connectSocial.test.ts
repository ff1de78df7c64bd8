/**
 * The auth connection's social login with a stand-in frame (the frame's side is
 * secure-frame/app/handlers/createSocialHandlers.test.ts): the popup goes to the URL the frame
 * made, CONNECT_SOCIAL carries that URL back once the popup says it is done, the user name is
 * kept; a frame that never answers is SOCIALS_TIMEOUT; the popup is closed either way.
 */
import { createPorticoError, createStorage, type FrameUser } from '@portico/shared'
import { expect, it, vi } from 'vitest'
import { defineEvmNetwork } from '../../../chains/devnetNetworks.ts'
import type { EvmConnectionSink } from '../../evmConnectionSink.ts'
import { createAuthConnection } from '../authConnection.ts'
import type { AuthConnector } from '../createAuthConnector.ts'
import { SOCIAL_CALLBACK_TYPE } from './socialPopup.ts'

const FRAME = 'http://127.0.0.1:5174'
const URI = 'http://127.0.0.1:4000/auth?client_id=github'
const user: FrameUser = {
  email: null,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  userName: 'alice',
}

function setup(answer: (name: string) => unknown) {
  const request = vi.fn(async (name: string) => answer(name))
  const connector = { request, frameOrigin: FRAME, show() {}, hide() {} }
  const sink = {
    connecting() {},
    connectFailed: vi.fn(),
    connected: vi.fn(),
    accountChanged() {},
    networkChanged() {},
    balance() {},
    userChanged: vi.fn(),
    accountTypes: vi.fn(),
    disconnected() {},
  } satisfies EvmConnectionSink
  localStorage.clear()
  const storage = createStorage(localStorage)
  const auth = createAuthConnection({
    getAuthConnector: async () => connector as unknown as AuthConnector,
    storage,
    networks: [defineEvmNetwork(31337, 'Devnet', 'http://127.0.0.1:8545')],
    rpcUrl: () => undefined,
    sink,
    beginApproval: () => () => {},
    dappData: () => ({ projectId: 'p' }),
    theme: () => ({}),
    notAllowed() {},
  })
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(() => {
      popup.closed = true
    }),
  }
  return { auth, request, sink, storage, popup }
}

it('sends the popup to the provider and connects once its callback page ran', async () => {
  const { auth, request, sink, storage, popup } = setup((name) =>
    name === 'GET_SOCIAL_REDIRECT_URI' ? { uri: URI } : user,
  )
  const login = auth.connectSocial('github', popup as unknown as Window)
  await vi.waitFor(() => expect(popup.location.href).toBe(URI))
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: SOCIAL_CALLBACK_TYPE },
      origin: FRAME,
      source: popup as unknown as Window,
    }),
  )
  await login
  expect(request).toHaveBeenCalledWith('CONNECT_SOCIAL', { uri: URI })
  expect(sink.userChanged).toHaveBeenCalledWith(expect.objectContaining({ userName: 'alice' }))
  expect(storage.get('socialUsername')).toBe('alice')
  expect(storage.get('connectedSocialProvider')).toBe('github')
  expect(popup.close).toHaveBeenCalled()
})

it('turns an unanswered frame into SOCIALS_TIMEOUT and closes the popup', async () => {
  const { auth, sink, storage, popup } = setup(() => {
    throw createPorticoError('FRAME_ABORTED')
  })
  await expect(auth.connectSocial('google', popup as unknown as Window)).rejects.toMatchObject({
    code: 'SOCIALS_TIMEOUT',
  })
  expect(popup.close).toHaveBeenCalled()
  expect(sink.connectFailed).toHaveBeenCalled()
  expect(storage.get('connectedSocialProvider')).toBeUndefined()
})
