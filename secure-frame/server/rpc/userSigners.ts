/**
 * Opens a user's private keys for one signing request: decrypted from the database under the
 * master key, used, and dropped. Nothing here logs or returns key material.
 */
import { bytesToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { FrameContext } from '../context/frameContext.ts'
import { privateKeyAad } from '../keys/createUserKeys.ts'
import { decryptPrivateKey } from '../keys/encryptPrivateKey.ts'
import type { UserRecord } from '../users/userRecord.ts'

export function evmAccountOf(ctx: FrameContext, user: UserRecord): PrivateKeyAccount {
  const key = decryptPrivateKey(ctx.masterKey, user.evm_private_key, privateKeyAad(user.id, 'evm'))
  try {
    return privateKeyToAccount(bytesToHex(key))
  } finally {
    key.fill(0)
  }
}

/** Runs `use` with the user's Solana seed, then wipes the buffer. */
export function withSolanaSeed<T>(
  ctx: FrameContext,
  user: UserRecord,
  use: (seed: Uint8Array) => T,
): T {
  const seed = decryptPrivateKey(
    ctx.masterKey,
    user.solana_private_key,
    privateKeyAad(user.id, 'solana'),
  )
  try {
    return use(seed)
  } finally {
    seed.fill(0)
  }
}

/** Same address, whatever the case or a missing 0x. */
export function isSameEvmAddress(a: string, b: string): boolean {
  const norm = (x: string) => (x.startsWith('0x') ? x : `0x${x}`).toLowerCase()
  return norm(a) === norm(b)
}
