/**
 * Enrolling this browser (KEYS.md "Flows"): splits the secret, keeps the device share and RK
 * here, posts the auth share and the sealed recovery share. Shared by first login, the legacy
 * re-split and recovery, which differ only in the route they post to.
 */
import { createPorticoError } from '@portico/shared'
import { walletRecordKey } from './deviceShareStore.ts'
import { AAD, sealBytes, sealWithRawKey, toBase64url } from './shareCrypto.ts'
import { signEnrolment } from './signWithSecret.ts'
import { splitWallet, type WalletShares, wipeShares } from './splitWallet.ts'
import { addressesOf, toView, type WalletContext } from './walletContext.ts'
import { sameAddresses, walletAddressesOf } from './walletSecret.ts'
import type { EnrolmentBody, WalletStatus } from './walletServer.ts'
import type { WalletView } from './walletWorkerApi.ts'

/**
 * A new enrolment of `secret` for this browser: split, keep the device share and RK here,
 * post the rest with `post`. The record is stored first, so a posted enrolment always has its
 * device share; a refused post puts back what was there before.
 */
export async function enrolThisBrowser(
  ctx: WalletContext,
  token: string,
  secret: Uint8Array,
  rk: Uint8Array,
  post: (body: EnrolmentBody) => Promise<WalletStatus>,
): Promise<WalletView> {
  const addresses = walletAddressesOf(secret)
  const walletKey = walletRecordKey(addresses)
  const id = crypto.randomUUID()
  let shares: WalletShares | undefined
  try {
    shares = await splitWallet(secret)
    const s = await ctx.store()
    const aesKey = await s.deviceAesKey()
    const record = {
      walletKey,
      enrolmentId: id,
      deviceShare: await sealBytes(aesKey, shares.device, AAD.deviceShare(id)),
      recoveryKey: await sealBytes(aesKey, rk, AAD.deviceRecoveryKey),
    }
    const recoveryShare = await sealWithRawKey(rk, shares.recovery, AAD.recoveryShare(id))
    const previous = await s.get(walletKey)
    await s.put(record)
    let status: WalletStatus
    try {
      status = await post({
        enrolment: { id, authShare: toBase64url(shares.auth), recoveryShare },
        signatures: signEnrolment(secret, id),
      })
    } catch (error) {
      await (previous ? s.put(previous) : s.delete(walletKey))
      throw error
    }
    if (!status.evmAddress || !sameAddresses(addressesOf(status), addresses))
      throw createPorticoError('WALLET_SHARES_INVALID')
    return toView(ctx.remember(token, status), true)
  } finally {
    wipeShares(shares)
  }
}
