/**
 * POST /api/farcaster/wait: a long poll (up to `farcasterWaitMs`) on the relay channel of this
 * device's login. When the Farcaster app has completed it, the signed message is verified
 * (nonce, domain, signer = the fid's custody address) and the fid recorded for
 * POST /api/farcaster/login. Answers `pending` when the wait ends first (the frame asks again),
 * 410 `FARCASTER_LOGIN_EXPIRED` once the channel is gone, 401 `FARCASTER_SIGNATURE_INVALID`
 * for a message that does not verify (the login is then dropped), 502
 * `FARCASTER_REGISTRY_UNAVAILABLE` when the registry's chain does not answer (the login stays).
 */
import type { FrameContext } from '../context/frameContext.ts'
import { apiError, FrameApiError } from '../http/apiErrors.ts'
import {
  deleteFarcasterLogin,
  findFarcasterLogin,
  markFarcasterLoginVerified,
} from './farcasterLogins.ts'
import { farcasterSignInTarget } from './startFarcasterLogin.ts'

export type FarcasterWaitAnswer = { state: 'pending' } | { state: 'verified'; userName: string }

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    timer.unref?.()
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })

export async function waitForFarcasterLogin(
  ctx: FrameContext,
  deviceId: string,
  signal: AbortSignal,
): Promise<FarcasterWaitAnswer> {
  // Real time: the long poll is the connection's budget, not the login's expiry (ctx.clock).
  const deadline = performance.now() + ctx.farcasterWaitMs
  for (;;) {
    const login = await findFarcasterLogin(ctx.db, deviceId, ctx.clock())
    if (!login) throw apiError('FARCASTER_LOGIN_EXPIRED')
    if (login.verified) return { state: 'verified', userName: login.verified.username ?? '' }
    const status = await ctx.farcaster.status(login.channelToken)
    if (status.state === 'expired') {
      await deleteFarcasterLogin(ctx.db, deviceId)
      throw apiError('FARCASTER_LOGIN_EXPIRED')
    }
    if (status.state === 'completed') {
      let fid: number
      try {
        fid = await ctx.farcaster.verify(
          { nonce: login.nonce, domain: farcasterSignInTarget(ctx).domain },
          status,
        )
        // The relay's fid is only what the app said: the message's, verified, must agree.
        if (fid !== status.fid) throw apiError('FARCASTER_SIGNATURE_INVALID')
      } catch (error) {
        // A message that does not verify ends the login; an unreadable registry does not.
        if (error instanceof FrameApiError && error.code === 'FARCASTER_SIGNATURE_INVALID')
          await deleteFarcasterLogin(ctx.db, deviceId)
        throw error
      }
      const username = status.username ?? null
      await markFarcasterLoginVerified(
        ctx.db,
        deviceId,
        login.channelToken,
        { fid, username },
        ctx.clock(),
      )
      return { state: 'verified', userName: username ?? '' }
    }
    if (signal.aborted || performance.now() + ctx.farcasterPollMs >= deadline)
      return { state: 'pending' }
    await sleep(ctx.farcasterPollMs, signal)
  }
}
