/**
 * The Farcaster login in the modal: ConnectingFarcaster shows the frame's URL while the frame
 * waits; connected closes the modal; a refusal goes back to Connect with the error; a URL that
 * is not a link is refused; leaving the view abandons the login (the back rule's effect).
 */
import { createPorticoError } from '@portico/shared'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { modalOpened } from '../../store/modalSlice.ts'
import { setActiveNamespace } from '../../store/networkSlice.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import type { AuthConnection } from './authConnection.ts'
import { authKey } from './authThunks.ts'
import { abandonFarcaster, connectFarcaster, selectFarcasterUrl } from './farcasterThunks.ts'

const URL = 'http://127.0.0.1:4400/~/siwf?channelToken=00000000-0000-4000-8000-000000000000'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(url = URL) {
  let approve: (userName: string) => void = () => {}
  let refuse: (error: unknown) => void = () => {}
  const auth = {
    farcasterUri: vi.fn(async () => url),
    connectFarcaster: vi.fn(
      () =>
        new Promise<string>((resolve, reject) => {
          approve = resolve
          refuse = reject
        }),
    ),
    loginFailed: vi.fn(),
  }
  const test = createTestStore({
    router: { view: 'Connect', history: ['Connect'], transactionStack: [] },
  })
  test.services.services.set(authKey, auth as unknown as AuthConnection)
  test.store.dispatch(setActiveNamespace('eip155'))
  test.store.dispatch(modalOpened())
  return {
    ...test,
    auth,
    approve: (name: string) => approve(name),
    refuse: (e: unknown) => refuse(e),
  }
}

it('shows the URL on ConnectingFarcaster while waiting, and closes the modal once connected', async () => {
  const { store, approve, core } = setup()
  const done = store.dispatch(connectFarcaster())
  expect(store.getState().router.view).toBe('ConnectingFarcaster')
  await vi.waitFor(() => expect(selectFarcasterUrl(store.getState())).toBe(URL))
  approve('alice')
  await done
  expect(store.getState().modal.open).toBe(false)
  expect(selectFarcasterUrl(store.getState())).toBeUndefined()
  expect(core.track).toHaveBeenCalledWith(
    'CONNECT_SUCCESS',
    expect.objectContaining({ method: 'farcaster' }),
  )
})

it('goes back to Connect with the error when the frame refuses the login', async () => {
  const { store, refuse, auth } = setup()
  const done = store.dispatch(connectFarcaster())
  await vi.waitFor(() => expect(selectFarcasterUrl(store.getState())).toBe(URL))
  refuse(createPorticoError('FARCASTER_SIGNATURE_INVALID'))
  await done
  expect(store.getState().router.history).toEqual(['Connect'])
  expect(store.getState().snackbar).toMatchObject({
    open: true,
    variant: 'error',
    message: 'The Farcaster sign-in could not be verified',
  })
  expect(auth.loginFailed).toHaveBeenCalled()
  expect(selectFarcasterUrl(store.getState())).toBeUndefined()
})

it('refuses a URL that is not a web or farcaster:// link', async () => {
  const { store, auth } = setup('javascript:alert(1)')
  await store.dispatch(connectFarcaster())
  expect(auth.connectFarcaster).not.toHaveBeenCalled()
  expect(store.getState().router.view).toBe('Connect')
  expect(store.getState().snackbar.variant).toBe('error')
})

it('abandons a waiting login when its view goes: the URL is cleared, the frame reloaded after 100 ms', async () => {
  const { store, services, auth } = setup()
  void store.dispatch(connectFarcaster())
  await vi.waitFor(() => expect(selectFarcasterUrl(store.getState())).toBe(URL))
  store.dispatch(abandonFarcaster())
  expect(selectFarcasterUrl(store.getState())).toBeUndefined()
  vi.advanceTimersByTime(99)
  expect(services.reloadAuthConnector).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(services.reloadAuthConnector).toHaveBeenCalledOnce()
  // Nothing to abandon any more.
  store.dispatch(abandonFarcaster())
  expect(auth.loginFailed).toHaveBeenCalledTimes(2)
  vi.advanceTimersByTime(200)
  expect(services.reloadAuthConnector).toHaveBeenCalledOnce()
})
