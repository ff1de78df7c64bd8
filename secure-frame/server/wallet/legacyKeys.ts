/**
 * POST /api/wallet/legacy-keys: a wallet made before KEYS.md (the server generated both keys and
 * kept them AES-256-GCM-encrypted under the master key, associated data `<userId>:<kind>`) is
 * handed to the worker once, to be re-split; POST /api/wallet then deletes the whole keys. Only
 * in state `legacy` (else 409 `WALLET_STATE`).
 */
import { bytesToHex } from 'viem'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { decryptPrivateKey } from '../keys/encryptPrivateKey.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'

/** The associated data the old scheme bound a stored key to (its user and kind). */
export const legacyKeyAad = (userId: string, kind: 'evm' | 'solana') => `${userId}:${kind}`

export async function releaseLegacyKeys(
  ctx: FrameContext,
  auth: AuthenticatedSession,
): Promise<{ evmPrivateKey: string; solanaSeed: string }> {
  const { user } = auth
  if (!user.evm_private_key || !user.solana_private_key) throw apiError('WALLET_STATE')
  const evm = decryptPrivateKey(ctx.masterKey, user.evm_private_key, legacyKeyAad(user.id, 'evm'))
  const seed = decryptPrivateKey(
    ctx.masterKey,
    user.solana_private_key,
    legacyKeyAad(user.id, 'solana'),
  )
  try {
    return { evmPrivateKey: bytesToHex(evm), solanaSeed: seed.toString('base64url') }
  } finally {
    evm.fill(0)
    seed.fill(0)
  }
}
