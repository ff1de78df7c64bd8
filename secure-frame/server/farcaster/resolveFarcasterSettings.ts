/**
 * Where Sign In With Farcaster talks to: the auth relay (Farcaster's HTTP API) and the JSON-RPC
 * of the chain that holds the ID registry (Optimism in production). Explicit options first,
 * then the environment, then the devnet's (loopback: nothing public is reached by default):
 *
 *   PORTICO_FARCASTER_RELAY_URL   default http://127.0.0.1:4400
 *   PORTICO_FARCASTER_RPC_URL     default http://127.0.0.1:8545 (anvil with the devnet registry)
 */
import { z } from 'zod'
import { FrameServerConfigError } from '../config/resolveFrameServerConfig.ts'

export interface FarcasterSettings {
  relayUrl: string
  rpcUrl: string
}

export const DEFAULT_FARCASTER: FarcasterSettings = {
  relayUrl: 'http://127.0.0.1:4400',
  rpcUrl: 'http://127.0.0.1:8545',
}

const httpUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .transform((url) => url.replace(/\/+$/, ''))

export function resolveFarcasterSettings(
  options: Partial<FarcasterSettings> | undefined,
  env: Record<string, string | undefined>,
): FarcasterSettings {
  const pick = (option: string | undefined, name: string, fallback: string) => {
    const value = option ?? (env[name] || undefined) ?? fallback
    const parsed = httpUrl.safeParse(value)
    if (!parsed.success)
      throw new FrameServerConfigError(`Invalid secure frame configuration: ${name} must be a URL`)
    return parsed.data
  }
  return {
    relayUrl: pick(options?.relayUrl, 'PORTICO_FARCASTER_RELAY_URL', DEFAULT_FARCASTER.relayUrl),
    rpcUrl: pick(options?.rpcUrl, 'PORTICO_FARCASTER_RPC_URL', DEFAULT_FARCASTER.rpcUrl),
  }
}
