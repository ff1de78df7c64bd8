/**
 * The auth relay's channels, as Farcaster's relay keeps them: an app opens one (its sign-in
 * parameters), a Farcaster app completes it with a signed message and the user's profile, and
 * the app reads its status with the channel token. Tokens and nonces are crypto-random; a
 * channel lives CHANNEL_TTL_MS and is gone after that. In memory: the devnet's relay is one
 * process.
 */
import { randomBytes, randomUUID } from 'node:crypto'

export const CHANNEL_TTL_MS = 5 * 60_000

export interface SignatureParams {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

export interface Completion {
  message: string
  signature: `0x${string}`
  authMethod?: 'custody' | 'authAddress'
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  custody?: `0x${string}`
}

export interface Channel {
  token: string
  nonce: string
  url: string
  signatureParams: SignatureParams & { nonce: string }
  metadata: { ip: string; userAgent: string }
  expiresAt: number
  completion?: Completion
}

/** GET /v1/channel/status's body (auth-client's StatusAPIResponse). */
export function channelStatus(channel: Channel) {
  const { nonce, url, signatureParams, metadata, completion } = channel
  return completion
    ? { state: 'completed' as const, nonce, url, ...completion, signatureParams, metadata }
    : { state: 'pending' as const, nonce, url, signatureParams, metadata }
}

/** An alphanumeric nonce (SIWE: at least 8 characters). */
const newNonce = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')

export function createRelayChannels(now: () => number = Date.now) {
  const channels = new Map<string, Channel>()
  const live = (token: string) => {
    const channel = channels.get(token)
    if (!channel) return undefined
    if (channel.expiresAt <= now()) {
      channels.delete(token)
      return undefined
    }
    return channel
  }
  return {
    open(
      params: SignatureParams,
      metadata: Channel['metadata'],
      urlOf: (token: string, nonce: string) => string,
    ): Channel {
      for (const [token, c] of channels) if (c.expiresAt <= now()) channels.delete(token)
      const token = randomUUID()
      const nonce = params.nonce ?? newNonce()
      const channel: Channel = {
        token,
        nonce,
        url: urlOf(token, nonce),
        signatureParams: { ...params, nonce },
        metadata,
        expiresAt: now() + CHANNEL_TTL_MS,
      }
      channels.set(token, channel)
      return channel
    },
    get: live,
    /** The first completion wins; a completed channel is not completed again. */
    complete(token: string, completion: Completion): Channel | undefined {
      const channel = live(token)
      if (!channel || channel.completion) return undefined
      channel.completion = completion
      return channel
    },
  }
}

export type RelayChannels = ReturnType<typeof createRelayChannels>
