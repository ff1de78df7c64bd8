/**
 * The user of a provider's account: keyed by (provider, the provider's user id) alone. Rule
 * (KEYS.md "Social login"): a social account is a wallet of its own. It is never joined to an
 * e-mail login's user or another provider's, even for the same e-mail, verified or not; the
 * user name and e-mail the provider gives are refreshed at each login, for display only.
 */
import { randomUUID } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import { findUserById, type UserRecord } from '../users/userRecord.ts'
import type { SocialIdentity } from './readSocialProfile.ts'

export async function findOrCreateSocialUser(
  ctx: FrameContext,
  identity: SocialIdentity,
): Promise<UserRecord> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO users (id, social_provider, social_subject, user_name, social_email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (social_provider, social_subject)
     DO UPDATE SET user_name = EXCLUDED.user_name, social_email = EXCLUDED.social_email
     RETURNING id`,
    [
      randomUUID(),
      identity.provider,
      identity.subject,
      identity.userName,
      identity.emailVerified ? identity.email : null,
      new Date(ctx.clock()),
    ],
  )
  const user = rows[0] ? await findUserById(ctx.db, rows[0].id) : null
  if (!user) throw new Error('The user could not be created')
  return user
}
