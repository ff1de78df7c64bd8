/**
 * POST /api/social/claim: the frame app that started a login (same device, its claim secret)
 * takes the outcome, once. A finished login starts a session exactly as the e-mail login does
 * (startSession) and answers the token, the user and this device's wallet status, from which the
 * frame's worker makes or reads the wallet (KEYS.md). The request waits up to
 * `ctx.socialClaimWaitMs` for a callback still under way; after that it answers
 * SOCIAL_LOGIN_PENDING (the popup was closed before the provider sent the user back).
 */
import { timingSafeEqual } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { sha256Base64url } from '../proof/sha256Base64url.ts'
import { startSession } from '../session/startSession.ts'
import { type FrameApiUser, toFrameApiUser } from '../users/userRecord.ts'
import { withUserSmartAccount } from '../wallet/readUserSmartAccount.ts'
import { type WalletStatus, walletStatusOf } from '../wallet/walletStatus.ts'
import type { SocialOutcome } from './completeSocialCallback.ts'
import { findOrCreateSocialUser } from './findOrCreateSocialUser.ts'

const POLL_MS = 100

interface LoginRow {
  project_id: string
  origin: string
  device_id: string
  claim_hash: string
  result: SocialOutcome | string | null
  claimed_at: Date | null
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export async function claimSocialLogin(
  ctx: FrameContext,
  input: { state: string; claimSecret: string },
  deviceId: string,
  signal?: AbortSignal,
): Promise<{ token: string; user: FrameApiUser; wallet: WalletStatus }> {
  const stateHash = sha256Base64url(input.state)
  // Real time, not ctx.clock: the wait is a request's, not an expiry.
  const deadline = Date.now() + ctx.socialClaimWaitMs
  let row: LoginRow | undefined
  for (;;) {
    ;({
      rows: [row],
    } = await ctx.db.query<LoginRow>(
      `SELECT project_id, origin, device_id, claim_hash, result, claimed_at FROM social_logins
       WHERE state_hash = $1 AND expires_at > $2`,
      [stateHash, new Date(ctx.clock())],
    ))
    // Another device, a wrong secret, or a claimed login: all look like no login at all.
    if (
      !row ||
      row.device_id !== deviceId ||
      row.claimed_at ||
      !sameHash(row.claim_hash, sha256Base64url(input.claimSecret))
    )
      throw apiError('SOCIAL_STATE_INVALID')
    if (row.result) break
    if (Date.now() >= deadline || signal?.aborted) throw apiError('SOCIAL_LOGIN_PENDING')
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  const taken = await ctx.db.query(
    `UPDATE social_logins SET claimed_at = $2 WHERE state_hash = $1 AND claimed_at IS NULL
     RETURNING 1`,
    [stateHash, new Date(ctx.clock())],
  )
  if (taken.rows.length === 0) throw apiError('SOCIAL_STATE_INVALID')
  const outcome: SocialOutcome =
    typeof row.result === 'string' ? JSON.parse(row.result) : (row.result as SocialOutcome)
  if ('error' in outcome)
    throw apiError(outcome.error === 'denied' ? 'SOCIAL_LOGIN_DENIED' : 'SOCIAL_LOGIN_FAILED')
  const user = await findOrCreateSocialUser(ctx, outcome.identity)
  const { token, chainId } = await startSession(ctx, {
    user,
    deviceId,
    origin: row.origin,
    projectId: row.project_id,
  })
  const wallet = await walletStatusOf(ctx.db, user, deviceId)
  const withSmart = await withUserSmartAccount(
    ctx.chains,
    toFrameApiUser(user, chainId),
    wallet.evmAddress,
  )
  return { token, user: withSmart, wallet }
}
