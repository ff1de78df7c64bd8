/**
 * Enrolling this browser (KEYS.md "Flows"): splits the secret, keeps the device share and RK
 * here, posts the auth share and the sealed recovery share. Shared by first login, the legacy
 * re-split and recovery, which differ only in the route they post to.
 */
import { createPorticoError } from '@portico/shared'
import { type DeviceShareRecord, walletRecordKey } from './deviceShareStore.ts'
import { AAD, sealBytes, sealWithRawKey, toBase64url } from './shareCrypto.ts'
import { signEnrolment } from './signWithSecret.ts'
import { splitWallet, type WalletShares, wipeShares } from './splitWallet.ts'
import { addressesOf, toView, type WalletContext } from './walletContext.ts'
import { sameAddresses, type WalletAddresses, walletAddressesOf } from './walletSecret.ts'
import type { EnrolmentBody, WalletStatus } from './walletServer.ts'
import type { WalletView } from './walletWorkerApi.ts'

/** One enrolment of a secret, sealed: this browser's record and what the server is sent. */
export interface SealedEnrolment {
  addresses: WalletAddresses
  /** To store here before `body` is posted. */
  record: DeviceShareRecord
  body: EnrolmentBody
}

/**
 * A new enrolment of `secret`: a fresh split (nothing of it reused by another enrolment), the
 * device share and RK sealed under this browser's device AES key, the recovery share under RK,
 * and both keys' signatures of the enrolment id. The shares are wiped before it returns.
 */
export async function sealEnrolment(
  ctx: WalletContext,
  secret: Uint8Array,
  rk: Uint8Array,
): Promise<SealedEnrolment> {
  const addresses = walletAddressesOf(secret)
  const id = crypto.randomUUID()
  let shares: WalletShares | undefined
  try {
    shares = await splitWallet(secret)
    const aesKey = await (await ctx.store()).deviceAesKey()
    return {
      addresses,
      record: {
        walletKey: walletRecordKey(addresses),
        enrolmentId: id,
        deviceShare: await sealBytes(aesKey, shares.device, AAD.deviceShare(id)),
        recoveryKey: await sealBytes(aesKey, rk, AAD.deviceRecoveryKey),
      },
      body: {
        enrolment: {
          id,
          authShare: toBase64url(shares.auth),
          recoveryShare: await sealWithRawKey(rk, shares.recovery, AAD.recoveryShare(id)),
        },
        signatures: signEnrolment(secret, id),
      },
    }
  } finally {
    wipeShares(shares)
  }
}

/**
 * The server's answer to a posted enrolment, as this browser's view: it must name the
 * enrolment's addresses.
 */
export function enrolledView(
  ctx: WalletContext,
  token: string,
  sealed: SealedEnrolment,
  status: WalletStatus,
): WalletView {
  if (!status.evmAddress || !sameAddresses(addressesOf(status), sealed.addresses))
    throw createPorticoError('WALLET_SHARES_INVALID')
  return toView(ctx.remember(token, status), true)
}

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
  const sealed = await sealEnrolment(ctx, secret, rk)
  const s = await ctx.store()
  const previous = await s.get(sealed.record.walletKey)
  await s.put(sealed.record)
  let status: WalletStatus
  try {
    status = await post(sealed.body)
  } catch (error) {
    await (previous ? s.put(previous) : s.delete(sealed.record.walletKey))
    throw error
  }
  return enrolledView(ctx, token, sealed, status)
}
