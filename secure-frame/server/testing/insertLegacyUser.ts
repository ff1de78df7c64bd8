/**
 * Test fixture: a user row made the way the frame server made them before KEYS.md: both keys
 * generated on the server and stored AES-256-GCM-encrypted under the master key, associated
 * data `<userId>:<kind>` (the deleted keys/createUserKeys.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import { encryptPrivateKey } from '../keys/encryptPrivateKey.ts'
import { legacyKeyAad } from '../wallet/legacyKeys.ts'
import { type TestWallet, walletFromSecret } from './walletTestKit.ts'

export async function insertLegacyUser(
  ctx: Pick<FrameContext, 'db' | 'masterKey'>,
  email: string,
): Promise<{ id: string; wallet: TestWallet }> {
  const id = randomUUID()
  const wallet = walletFromSecret(new Uint8Array(randomBytes(64)))
  const evmKey = wallet.secret.subarray(0, 32)
  const seed = wallet.secret.subarray(32, 64)
  await ctx.db.query(
    `INSERT INTO users
       (id, email, evm_address, evm_private_key, solana_address, solana_private_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())`,
    [
      id,
      email,
      wallet.evmAddress,
      encryptPrivateKey(ctx.masterKey, evmKey, legacyKeyAad(id, 'evm')),
      wallet.solanaAddress,
      encryptPrivateKey(ctx.masterKey, seed, legacyKeyAad(id, 'solana')),
    ],
  )
  return { id, wallet }
}
