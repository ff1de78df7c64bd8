/**
 * POST /api/email/verify-otp: the last step of an e-mail login. The right code (from this
 * device) creates the user on first login, starts a session and answers its token and the user.
 * The login done, the address's 30 s cooldown is cleared: signing out and in again works at once.
 * The answer carries this device's wallet status too (what GET /api/wallet says), so the frame's
 * worker makes or reads the wallet without another round trip first (issue 19). A first login
 * can carry the wallet the worker prepared while the user read the mail (POST /api/wallet's
 * body): its signatures are checked before the code is used, and it is made only for a user
 * with no wallet yet; otherwise it is ignored and the status says what exists. On a chain with a
 * bundler it carries the wallet's smart account too (readUserSmartAccount), read meanwhile.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { consumeOtp } from '../otp/oneTimeCodes.ts'
import { startSession } from '../session/startSession.ts'
import { findOrCreateUser } from '../users/findOrCreateUser.ts'
import { type FrameApiUser, toFrameApiUser } from '../users/userRecord.ts'
import { makeLoginWallet, type NewWallet, verifyNewWallet } from '../wallet/createWallet.ts'
import { readUserSmartAccount } from '../wallet/readUserSmartAccount.ts'
import { type WalletStatus, walletStatusOf } from '../wallet/walletStatus.ts'
import { assertOriginAllowed } from './assertOriginAllowed.ts'
import { clearLoginCooldown } from './claimEmailCooldown.ts'

export interface VerifyLoginOtpInput {
  projectId: string
  email: string
  otp: string
  origin: string
  /** The wallet the worker prepared, made if the user has none. */
  wallet?: NewWallet
}

export async function verifyLoginOtp(
  ctx: FrameContext,
  input: VerifyLoginOtpInput,
  deviceId: string,
  userAgent?: string,
): Promise<{ token: string; user: FrameApiUser; wallet: WalletStatus }> {
  await assertOriginAllowed(ctx, input.projectId, input.origin)
  // A wallet whose keys did not sign its enrolment is refused before the code is used.
  if (input.wallet) await verifyNewWallet(input.wallet)
  // Throws unless this device's live code for this address is the one given.
  await consumeOtp(ctx, { purpose: 'login', subject: input.email, deviceId }, input.otp)
  const user = await findOrCreateUser(ctx, input.email)
  const { token, chainId } = await startSession(ctx, {
    user,
    deviceId,
    origin: input.origin,
    projectId: input.projectId,
  })
  // The code proved the address (the one it was mailed to) and the session is issued.
  // The smart account is read with the wallet's address (a first login's comes with the code).
  const owner = user.evm_address ?? input.wallet?.evmAddress
  const [wallet, smartAccount] = await Promise.all([
    input.wallet
      ? makeLoginWallet(ctx, { user, deviceId }, input.wallet, userAgent)
      : walletStatusOf(ctx.db, user, deviceId),
    readUserSmartAccount(ctx.chains, chainId, owner),
    clearLoginCooldown(ctx, input.email),
  ])
  const apiUser = toFrameApiUser(user, chainId)
  // Only for the wallet this login answers with (a prepared one the server did not use is not it).
  const ownedByWallet =
    smartAccount && smartAccount.owner.toLowerCase() === wallet.evmAddress?.toLowerCase()
  return { token, user: ownedByWallet ? { ...apiUser, smartAccount } : apiUser, wallet }
}
