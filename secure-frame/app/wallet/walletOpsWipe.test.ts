/**
 * The worker leaves no secret behind: the shares of a new enrolment and the combined secret of a
 * signature are zeros once the call has answered (the signing and split modules are wrapped to
 * keep a reference to the buffers they were given or made).
 */
import { recoverMessageAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDeviceShareStore } from './deviceShareStore.ts'
import { createFakeWalletBackend } from './testing/createFakeWalletServer.ts'
import { createWalletOps } from './walletOps.ts'

const seen = vi.hoisted(() => ({ secrets: [] as Uint8Array[], shares: [] as Uint8Array[] }))

vi.mock('./signWithSecret.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./signWithSecret.ts')>()
  return {
    ...actual,
    signEvmWithSecret: (
      secret: Uint8Array,
      request: Parameters<typeof actual.signEvmWithSecret>[1],
    ) => {
      seen.secrets.push(secret)
      return actual.signEvmWithSecret(secret, request)
    },
  }
})
vi.mock('./splitWallet.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./splitWallet.ts')>()
  return {
    ...actual,
    splitWallet: async (secret: Uint8Array) => {
      seen.secrets.push(secret)
      const shares = await actual.splitWallet(secret)
      seen.shares.push(shares.device, shares.auth, shares.recovery)
      return shares
    },
  }
})

const zero = (bytes: Uint8Array) => bytes.every((b) => b === 0)

describe('wallet ops wipe what they held', () => {
  it('zeros the new secret, its three shares and the secret combined to sign', async () => {
    const backend = createFakeWalletBackend()
    const { server, token } = await backend.signIn('wipe@example.com', 'laptop')
    const ops = createWalletOps({ server, store: createMemoryDeviceShareStore() })
    const view = await ops.ensureWallet(token)
    expect(seen.shares).toHaveLength(3)
    const signature = await ops.signEvm(token, { kind: 'message', message: 'w' })
    expect(await recoverMessageAddress({ message: 'w', signature })).toBe(view.evmAddress)
    expect(seen.secrets).toHaveLength(2)
    for (const buffer of [...seen.secrets, ...seen.shares]) {
      expect(buffer.length).toBeGreaterThan(0)
      expect(zero(buffer)).toBe(true)
    }
  })
})
