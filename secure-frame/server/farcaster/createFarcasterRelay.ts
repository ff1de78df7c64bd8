/**
 * Sign In With Farcaster as the frame server does it, over @farcaster/auth-client: open a
 * channel on the auth relay, read its status, and verify the signed message (EIP-4361 with the
 * fid as a resource; nonce and domain ours; signer = the fid's custody address, read from the
 * ID registry's `idOf`). Auth addresses are not accepted: only the custody key signs in. Every
 * relay answer is checked with zod before use.
 */
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { z } from 'zod'
import { apiError } from '../http/apiErrors.ts'
import type { FarcasterSettings } from './resolveFarcasterSettings.ts'

const channelSchema = z.object({
  channelToken: z.string().min(1).max(512),
  url: z.url({ protocol: /^(https?|farcaster)$/ }).max(4096),
  nonce: z.string().min(8).max(128),
})

const statusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().min(1).max(8192),
    signature: z.string().regex(/^0x[0-9a-fA-F]+$/) as z.ZodType<`0x${string}`>,
    fid: z.number().int().positive(),
    username: z.string().max(64).optional(),
  }),
])
export type ChannelStatus = z.infer<typeof statusSchema> | { state: 'expired' }

export interface SignInParams {
  nonce: string
  /** The frame's host: the SIWE domain the message must name. */
  domain: string
  siweUri: string
}

export interface FarcasterRelay {
  /** A new channel: its token (kept on the server) and the URL the user opens. */
  openChannel(params: SignInParams): Promise<{ channelToken: string; url: string }>
  status(channelToken: string): Promise<ChannelStatus>
  /**
   * The fid the message proves, or 401 `FARCASTER_SIGNATURE_INVALID`; 502
   * `FARCASTER_REGISTRY_UNAVAILABLE` when the ID registry could not be read.
   */
  verify(
    params: Pick<SignInParams, 'nonce' | 'domain'>,
    signed: { message: string; signature: `0x${string}` },
  ): Promise<number>
}

const unavailable = (cause: unknown) => apiError('FARCASTER_RELAY_UNAVAILABLE', { cause })

export function createFarcasterRelay(settings: FarcasterSettings): FarcasterRelay {
  const client = createAppClient({
    relay: settings.relayUrl,
    ethereum: viemConnector({ rpcUrl: settings.rpcUrl }),
  })
  return {
    async openChannel(params) {
      const result = await client.createChannel(params)
      if (result.isError) throw unavailable(result.error)
      const parsed = channelSchema.safeParse(result.data)
      if (!parsed.success || result.response.status !== 201 || parsed.data.nonce !== params.nonce)
        throw unavailable(parsed.error)
      return { channelToken: parsed.data.channelToken, url: parsed.data.url }
    },
    async status(channelToken) {
      const result = await client.status({ channelToken })
      if (result.isError) throw unavailable(result.error)
      // The relay forgets a channel when it expires: its token is then unauthorized.
      if (result.response.status === 401) return { state: 'expired' }
      const parsed = statusSchema.safeParse(result.data)
      if (!parsed.success) throw unavailable(parsed.error)
      return parsed.data
    },
    async verify({ nonce, domain }, { message, signature }) {
      const result = await client.verifySignInMessage({
        nonce,
        domain,
        message,
        signature,
        acceptAuthAddress: false,
      })
      // `unavailable`: the registry's chain did not answer, which says nothing of the message.
      if (result.isError && result.error?.errCode === 'unavailable')
        throw apiError('FARCASTER_REGISTRY_UNAVAILABLE', { cause: result.error })
      if (result.isError || !result.success)
        throw apiError('FARCASTER_SIGNATURE_INVALID', { cause: result.error })
      return result.fid
    },
  }
}
