/**
 * Recovery on a new browser (KEYS.md "Flows"): unwraps RK with the password or the passkey's PRF
 * output, opens the recovery share, combines it with the auth share and enrols this browser
 * afresh. Every buffer holding RK, a share or the secret is wiped before the answer.
 */
import { createPorticoError } from '@portico/shared'
import { combineWalletShares } from './combineShares.ts'
import { enrolThisBrowser } from './enrolThisBrowser.ts'
import { passkeyKek, passwordKek, unwrapRecoveryKey } from './recoveryKey.ts'
import { AAD, fromBase64url, openWithRawKey } from './shareCrypto.ts'
import { addressesOf, type WalletContext } from './walletContext.ts'
import type { RecoveryFactor, WalletView } from './walletWorkerApi.ts'

/** WalletWorkerApi.recover, unserialized (createWalletOps runs it one at a time). */
export async function recoverWallet(
  ctx: WalletContext,
  token: string,
  factor: RecoveryFactor,
): Promise<WalletView> {
  const { server } = ctx
  const status = ctx.remember(token, await server.status(token))
  const addresses = addressesOf(status)
  const bundle = await server.recoveryBundle(token)
  const method = bundle.methods[factor.kind]
  if (!method) throw createPorticoError('WALLET_RECOVERY_NOT_SET_UP')
  let rk: Uint8Array | undefined
  let auth: Uint8Array | undefined
  let recovery: Uint8Array | undefined
  let secret: Uint8Array | undefined
  try {
    if (factor.kind === 'password') {
      const params = bundle.methods.password?.params
      if (!params) throw createPorticoError('WALLET_RECOVERY_NOT_SET_UP')
      rk = await unwrapRecoveryKey(
        method.wrappedKey,
        await passwordKek(factor.password, params),
        'password',
      )
    } else {
      rk = await unwrapRecoveryKey(method.wrappedKey, passkeyKek(factor.prfOutput), 'passkey')
    }
    try {
      recovery = await openWithRawKey(
        rk,
        bundle.recoveryShare,
        AAD.recoveryShare(bundle.enrolmentId),
      )
    } catch (cause) {
      throw createPorticoError('WALLET_SHARES_INVALID', { cause })
    }
    auth = fromBase64url(bundle.authShare)
    secret = await combineWalletShares(auth, recovery, addresses)
    return await enrolThisBrowser(ctx, token, secret, rk, (body) => server.enrol(token, body))
  } finally {
    rk?.fill(0)
    auth?.fill(0)
    recovery?.fill(0)
    secret?.fill(0)
  }
}
