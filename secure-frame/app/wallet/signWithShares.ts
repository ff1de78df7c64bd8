/**
 * Signing (KEYS.md "Flows"): combines this browser's device share with the server's auth share
 * for one signature, then wipes the secret; a server that says this enrolment is revoked makes
 * this browser forget its share. Export reuses withSecret with an OTP-gated auth share.
 */
import { createPorticoError, hasErrorCode } from '@portico/shared'
import { combineWalletShares } from './combineShares.ts'
import { walletRecordKey } from './deviceShareStore.ts'
import { AAD, fromBase64url, openBytes } from './shareCrypto.ts'
import { signEvmWithSecret, signSolanaWithSecret } from './signWithSecret.ts'
import { addressesOf, type WalletContext } from './walletContext.ts'
import type { WalletAddresses } from './walletSecret.ts'
import type { EvmSignRequest, SolanaSignRequest } from './walletWorkerApi.ts'

/**
 * Runs `use` with the wallet's secret combined from this browser's device share and `authShare`
 * (default: the server's auth share for this device). A server that answers WALLET_NOT_ENROLLED,
 * or names another enrolment, makes this browser forget its share.
 */
export async function withSecret<T>(
  ctx: WalletContext,
  token: string,
  use: (secret: Uint8Array, addresses: WalletAddresses) => T,
  fetchAuthShare: () => Promise<{ enrolmentId: string; authShare: string }> = () =>
    ctx.server.authShare(token),
): Promise<T> {
  const status = await ctx.statusOf(token)
  const addresses = addressesOf(status)
  const s = await ctx.store()
  const record = await s.get(walletRecordKey(addresses))
  if (!record) throw createPorticoError('WALLET_NOT_ENROLLED')
  let answer: { enrolmentId: string; authShare: string }
  try {
    answer = await fetchAuthShare()
  } catch (error) {
    if (hasErrorCode(error, 'WALLET_NOT_ENROLLED')) await ctx.forget(token, status)
    throw error
  }
  if (answer.enrolmentId !== record.enrolmentId) {
    await ctx.forget(token, status)
    throw createPorticoError('WALLET_NOT_ENROLLED')
  }
  let device: Uint8Array | undefined
  let auth: Uint8Array | undefined
  let secret: Uint8Array | undefined
  try {
    auth = fromBase64url(answer.authShare)
    device = await openBytes(
      await s.deviceAesKey(),
      record.deviceShare,
      AAD.deviceShare(record.enrolmentId),
    )
    secret = await combineWalletShares(device, auth, addresses)
    return use(secret, addresses)
  } finally {
    device?.fill(0)
    auth?.fill(0)
    secret?.fill(0)
  }
}

export const signEvm = (ctx: WalletContext, token: string, request: EvmSignRequest) =>
  withSecret(ctx, token, (secret) => signEvmWithSecret(secret, request))

export const signSolana = (ctx: WalletContext, token: string, request: SolanaSignRequest) =>
  withSecret(ctx, token, (secret, addresses) =>
    signSolanaWithSecret(secret, addresses.solanaAddress, request),
  )
