/**
 * POST /api/farcaster/channel: a new Sign In With Farcaster login for this device. The host's
 * origin must be on the project's allowlist; the nonce is crypto-random and the domain is the
 * frame's own host, so a message signed for another site or another login does not verify.
 * The frame gets only the URL the user opens (it names the channel, as Farcaster's relay's URLs
 * do: only the relay's Farcaster app can complete it); the signed answer is read and verified here.
 */
import { randomBytes } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import { assertOriginAllowed } from '../email/assertOriginAllowed.ts'
import { saveFarcasterLogin } from './farcasterLogins.ts'

/** How long a login waits for its approval: the relay's own channel lifetime. */
export const FARCASTER_LOGIN_TTL_MS = 5 * 60_000

/** The SIWE domain and URI of the frame's sign-in: its public origin. */
export function farcasterSignInTarget(ctx: FrameContext) {
  const origin = new URL(ctx.publicOrigin())
  return { domain: origin.host, siweUri: `${origin.origin}/` }
}

export async function startFarcasterLogin(
  ctx: FrameContext,
  input: { projectId: string; origin: string },
  deviceId: string,
): Promise<{ url: string }> {
  await assertOriginAllowed(ctx, input.projectId, input.origin)
  // SIWE nonces are alphanumeric: hex keeps all 128 bits.
  const nonce = randomBytes(16).toString('hex')
  const { channelToken, url } = await ctx.farcaster.openChannel({
    nonce,
    ...farcasterSignInTarget(ctx),
  })
  const now = ctx.clock()
  await saveFarcasterLogin(
    ctx.db,
    deviceId,
    { channelToken, nonce, ...input, expiresAt: now + FARCASTER_LOGIN_TTL_MS },
    now,
  )
  return { url }
}
