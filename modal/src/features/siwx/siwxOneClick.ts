/**
 * SIWX over WalletConnect's one-click sign-in (`connectors/walletconnect/walletConnectSignIn.ts`):
 * the config writes the message's fields (the cloud's single-use nonce, this page's domain and
 * URI) before the account is known; the wallet signs the text the SDK formats from them (with
 * the ReCap of the session's methods in its statement and resources); the signed text is read
 * back with the same parser the cloud uses and handed to the config as any signed session.
 */
import { parseSiwxMessage } from '@portico/shared'
import type {
  SignedInMessage,
  WalletConnectSignIn,
} from '../../connectors/walletconnect/walletConnectSignIn.ts'
import type { SiwxConfig } from './siwxConfig.ts'

/** The account the message is written for before the wallet says which it is. */
export const UNKNOWN_ACCOUNT = '0x0000000000000000000000000000000000000000'

export interface OneClickDeps {
  config: SiwxConfig
  /** The network the modal will start on (stored from the last visit), if any. */
  preferredChain(): string | undefined
  track(event: string, properties?: Record<string, unknown>): void
}

export function siwxOneClick({ config, preferredChain, track }: OneClickDeps): WalletConnectSignIn {
  return {
    async request(chains) {
      const [chainId] = chains
      if (!chainId) return undefined
      const data = await config.createMessage({ accountAddress: UNKNOWN_ACCOUNT, chainId })
      return {
        domain: data.domain,
        uri: data.uri,
        nonce: data.nonce,
        version: data.version,
        chainId: data.chainId,
        iat: data.issuedAt,
        ...(data.statement ? { statement: data.statement } : {}),
        ...(data.expirationTime ? { exp: data.expirationTime } : {}),
        ...(data.notBefore ? { nbf: data.notBefore } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
        ...(data.resources ? { resources: data.resources } : {}),
      }
    },
    async signed(messages) {
      // One nonce, one session: the message for the chain the modal starts on, else the first
      // (the session's first account, where the connection starts without a stored network).
      const sessions = messages.flatMap(({ message, signature }: SignedInMessage) => {
        const data = parseSiwxMessage(message)
        return data ? [{ data, message, signature }] : []
      })
      const chain = preferredChain()
      const session = sessions.find((s) => s.data.chainId === chain) ?? sessions[0]
      if (!session) throw new Error('The wallet signed no message this modal can read')
      await config.addSession(session)
      track('SIWX_AUTH_SUCCESS', { network: session.data.chainId })
    },
  }
}
