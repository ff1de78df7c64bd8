/**
 * POST /api/farcaster/login: the last step of a Farcaster login, as verify-otp is an e-mail
 * login's (verifyLoginOtp.ts): this device's verified login is taken (once), the fid's user is
 * found or created, a session starts, and a first login's wallet (prepared by the frame's
 * worker) is made exactly as there. The host's project and origin must be the ones that started
 * the login.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { assertOriginAllowed } from '../email/assertOriginAllowed.ts'
import { apiError } from '../http/apiErrors.ts'
import { startSession } from '../session/startSession.ts'
import { findOrCreateFarcasterUser } from '../users/findOrCreateFarcasterUser.ts'
import { type FrameApiUser, toFrameApiUser } from '../users/userRecord.ts'
import { makeLoginWallet, type NewWallet, verifyNewWallet } from '../wallet/createWallet.ts'
import { withUserSmartAccount } from '../wallet/readUserSmartAccount.ts'
import { type WalletStatus, walletStatusOf } from '../wallet/walletStatus.ts'
import { takeVerifiedFarcasterLogin } from './farcasterLogins.ts'

export interface CompleteFarcasterLoginInput {
  projectId: string
  origin: string
  wallet?: NewWallet
}

export async function completeFarcasterLogin(
  ctx: FrameContext,
  input: CompleteFarcasterLoginInput,
  deviceId: string,
  userAgent?: string,
): Promise<{ token: string; user: FrameApiUser; wallet: WalletStatus }> {
  await assertOriginAllowed(ctx, input.projectId, input.origin)
  if (input.wallet) await verifyNewWallet(input.wallet)
  const login = await takeVerifiedFarcasterLogin(ctx.db, deviceId, ctx.clock())
  if (!login?.verified) throw apiError('FARCASTER_LOGIN_NOT_STARTED')
  if (login.projectId !== input.projectId || login.origin !== input.origin)
    throw apiError('FARCASTER_LOGIN_NOT_STARTED')
  const user = await findOrCreateFarcasterUser(ctx, login.verified)
  const { token, chainId } = await startSession(ctx, {
    user,
    deviceId,
    origin: input.origin,
    projectId: input.projectId,
  })
  const wallet = input.wallet
    ? await makeLoginWallet(ctx, { user, deviceId }, input.wallet, userAgent)
    : await walletStatusOf(ctx.db, user, deviceId)
  const withSmart = await withUserSmartAccount(
    ctx.chains,
    toFrameApiUser(user, chainId),
    wallet.evmAddress,
  )
  return { token, user: withSmart, wallet }
}
