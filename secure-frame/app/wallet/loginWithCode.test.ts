/**
 * The login's last step in the worker (loginWithCode.ts) against the wallet routes' contract
 * fake: a prepared wallet goes with the code, a refused login leaves no record behind, and a
 * browser that cannot keep a share makes no wallet. The real server's side of the same request
 * is in server/email/loginWithWallet.test.ts, the whole frame in frameHandlers.test.ts.
 */
import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore } from './deviceShareStore.ts'
import { createFakeWalletBackend } from './testing/createFakeWalletServer.ts'
import { createWalletOps } from './walletOps.ts'
import type { WalletServer } from './walletServer.ts'

const code = (email: string) => ({
  projectId: 'frame-test',
  email,
  otp: '123456',
  origin: 'http://localhost:5173',
})

function browser(options: { persistent?: boolean; refuseLogins?: number } = {}) {
  const backend = createFakeWalletBackend()
  const store = createMemoryDeviceShareStore({ persistent: options.persistent ?? true })
  const inner = backend.serverForDevice('laptop')
  let refusals = options.refuseLogins ?? 0
  const server: WalletServer = {
    ...inner,
    verifyLoginCode: async (body, signal) => {
      if (refusals-- > 0) {
        backend.calls.push('refused')
        throw new Error('Invalid code')
      }
      return inner.verifyLoginCode(body, signal)
    },
  }
  return { backend, store, ops: createWalletOps({ server, store }) }
}

describe('the login in the worker', () => {
  it('sends the wallet prepared meanwhile with the code: one call, and it signs at once', async () => {
    const { backend, store, ops } = browser()
    await ops.prepareLogin()
    const { token, user, view } = await ops.login(code('new@example.com'))
    expect(backend.calls).toEqual(['POST /api/email/verify-otp'])
    expect(view).toMatchObject({ enrolled: true })
    expect(user.address).toBe(view.evmAddress)
    expect(store.dump().records).toHaveLength(1)
    const signature = await ops.signEvm(token, { kind: 'message', message: 'hi' })
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(view.evmAddress)
  })

  it('makes the wallet after the code when none was prepared', async () => {
    const { backend, ops } = browser()
    const { view } = await ops.login(code('late@example.com'))
    expect(view).toMatchObject({ enrolled: true })
    expect(backend.calls).toEqual(['POST /api/email/verify-otp', 'POST /api/wallet'])
  })

  it('keeps no record of a refused login, and the next try sends a freshly prepared wallet', async () => {
    const { backend, store, ops } = browser({ refuseLogins: 1 })
    await ops.prepareLogin()
    await expect(ops.login(code('retry@example.com'))).rejects.toThrow('Invalid code')
    expect(store.dump().records).toEqual([])
    const { view } = await ops.login(code('retry@example.com'))
    expect(view).toMatchObject({ enrolled: true })
    expect(backend.calls).toEqual(['refused', 'POST /api/email/verify-otp'])
    expect(store.dump().records).toHaveLength(1)
  })

  it('prepares nothing where the share would not survive a reload, and makes no wallet there', async () => {
    const { backend, store, ops } = browser({ persistent: false })
    await ops.prepareLogin()
    await expect(ops.login(code('private@example.com'))).rejects.toMatchObject({
      code: 'WALLET_STORAGE_DENIED',
    })
    expect(backend.calls).toEqual(['POST /api/email/verify-otp'])
    expect(store.dump().records).toEqual([])
  })
})
