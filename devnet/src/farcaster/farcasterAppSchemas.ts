/**
 * The local Farcaster app's page inputs: a channel token (a UUID, as the relay makes them),
 * given directly or inside a pasted sign-in link, and the approval form.
 */
import { z } from 'zod'

const channelToken = z.uuid()

/** `channelToken` of a pasted link's query, else undefined. */
const tokenOfLink = (link: string) => {
  try {
    return new URL(link).searchParams.get('channelToken') ?? undefined
  } catch {
    return undefined
  }
}

export const farcasterAppPageSchemas = {
  open: z
    .union([
      z.object({ channelToken }),
      z.object({ link: z.string().max(2048) }).transform((q, ctx) => {
        const token = channelToken.safeParse(tokenOfLink(q.link.trim()))
        if (token.success) return { channelToken: token.data }
        ctx.issues.push({ code: 'custom', input: q.link, message: 'not a sign-in link' })
        return z.NEVER
      }),
    ])
    .pipe(z.object({ channelToken })),
  approve: z.object({ channelToken, signer: z.enum(['custody', 'impostor']) }),
}
