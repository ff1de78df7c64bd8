/**
 * Test support: the WalletBackend of the wallet tests over the real frame server
 * (startFrameTestEnv): each browser its own device key, logged in by e-mail; an old-scheme user
 * inserted as the server made them; the export code read from the mail catcher; the dump is what
 * a copy of the server's database and master key gives (auth shares decrypted).
 */
import { createDeviceKey } from '../../../server/proof/createDeviceProof.ts'
import { createFrameApiClient } from '../../../server/testing/frameApiClient.ts'
import { insertLegacyUser } from '../../../server/testing/insertLegacyUser.ts'
import { loginByEmail } from '../../../server/testing/loginByEmail.ts'
import { lastCode } from '../../../server/testing/readInbox.ts'
import type { FrameTestEnv } from '../../../server/testing/startFrameTestEnv.ts'
import { openAuthShare } from '../../../server/wallet/walletEnrolments.ts'
import { frameApiOverClient } from '../../testing/createServerFrameApi.ts'
import { createWalletServer } from '../walletServer.ts'
import type { WalletBackend } from './createFakeWalletServer.ts'

export function createServerWalletBackend(env: FrameTestEnv, masterKey: Buffer): WalletBackend {
  const devices = new Map<string, Awaited<ReturnType<typeof createDeviceKey>>>()
  const db = env.frame.db
  return {
    async signIn(email, device) {
      let key = devices.get(device)
      if (!key) {
        key = await createDeviceKey()
        devices.set(device, key)
      }
      const client = createFrameApiClient(() => env.frame.url, key, env.clock.now)
      const { token } = await loginByEmail(client, env.mail, email)
      // Past the code's 30 s cooldown, so the next login or export of this address mails.
      env.clock.advance(31_000)
      return { server: createWalletServer(frameApiOverClient(client)), token }
    },
    async createLegacyUser(email) {
      const { wallet } = await insertLegacyUser({ db, masterKey }, email)
      return { evmAddress: wallet.evmAddress as `0x${string}`, solanaAddress: wallet.solanaAddress }
    },
    exportCode: (email) => lastCode(env.mail, email),
    async dump(email) {
      const user = (
        await db.query<{
          id: string
          evm_private_key: string | null
          solana_private_key: string | null
        }>('SELECT id, evm_private_key, solana_private_key FROM users WHERE email = $1', [email])
      ).rows[0]
      if (!user) return { authShares: [], recoveryShares: [], wrappedKeys: [], legacyKeys: null }
      const enrolments = (
        await db.query<{ id: string; user_id: string; auth_share: string; recovery_share: string }>(
          'SELECT * FROM wallet_enrolments WHERE user_id = $1 ORDER BY created_at',
          [user.id],
        )
      ).rows
      const methods = (
        await db.query<{ wrapped_key: string }>(
          'SELECT wrapped_key FROM recovery_methods WHERE user_id = $1',
          [user.id],
        )
      ).rows
      return {
        authShares: enrolments.map((row) => openAuthShare({ masterKey } as never, row as never)),
        recoveryShares: enrolments.map((row) => row.recovery_share),
        wrappedKeys: methods.map((m) => m.wrapped_key),
        legacyKeys:
          user.evm_private_key || user.solana_private_key
            ? {
                evmPrivateKey: user.evm_private_key ?? '',
                solanaSeed: user.solana_private_key ?? '',
              }
            : null,
      }
    },
  }
}
