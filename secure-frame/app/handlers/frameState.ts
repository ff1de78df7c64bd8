/** What the frame remembers between requests (one page load). */
import type { FrameRequestPayload, FrameUser } from '@portico/shared'
import type { FrameLocale } from '../i18n/frameLocales.ts'
import type { SmartAccountInfo } from '../wallet/smartAccount/readSmartAccount.ts'
import type { SmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'

export interface FrameState {
  projectId: string
  /** The EVM chains the frame server supports (from /sdk); see selectChain. */
  chainIds: readonly number[]
  /** The Solana clusters (CAIP-2 ids) the frame server sends for (from /sdk); see selectChain. */
  solanaChains: readonly string[]
  /** The EVM chains with a bundler (from /sdk): the e-mail wallet is a smart account there. */
  smartAccountChains: readonly SmartAccountChain[]
  /**
   * The account type the user prefers (SET_PREFERRED_ACCOUNT, or the host's stored choice in
   * GET_USER); unset: smartAccount (SPEC §1). On a chain without a bundler the user is its EOA.
   */
  preferredAccountType?: 'eoa' | 'smartAccount'
  /**
   * The smart accounts read so far, by `chainId:owner` (the address never changes).
   * `fromServer`: as the server's login or session answer gave it, not used yet.
   */
  smartAccounts?: Record<string, SmartAccountInfo & { fromServer?: boolean }>
  /**
   * The frame's current chain (GET_CHAIN_ID): the URL's until a session is known, then the
   * session's. The number for eip155 chains, the CAIP-2 id otherwise.
   */
  chainId: number | string
  /**
   * The chain the host asked for and GET_USER puts the session on: the iframe URL's (unless it
   * named none), then the last one a SWITCH_NETWORK or GET_USER asked for and got. Undefined:
   * the session keeps its chain.
   */
  requestedChainId?: number | string
  theme: FrameRequestPayload<'SYNC_THEME'>
  /** The language of the frame's windows and of the mails its server sends (frameConfig). */
  locale?: FrameLocale
  dappData: FrameRequestPayload<'SYNC_DAPP_DATA'> | null
  /** The e-mail of the login in progress. */
  pendingEmail?: string
  /** The host origin whose Farcaster login is in progress (GET_FARCASTER_URI). */
  pendingFarcaster?: string
  /** The social login in progress: its authorization URL, state and claim secret. */
  pendingSocial?: { uri: string; state: string; claimSecret: string }
  /** The e-mail whose change is in progress. */
  pendingNewEmail?: string
  user?: FrameUser
  /**
   * The user a login (CONNECT_OTP, social, Farcaster) or IS_CONNECTED just read, for the host's
   * GET_USER that follows: it answers from this instead of reading the session again (the chain
   * move, if any, is still sent). Used once, within SESSION_READ_REUSE_MS of `readAt`.
   */
  loginUser?: { token: string; user: FrameUser; readAt: number }
  /** The signed-in user's wallet (its addresses, whether this browser can sign, recovery). */
  wallet?: WalletView
}

/**
 * How long a login's or IS_CONNECTED's read of the session stands in for GET_USER's: the host
 * asks right after (a restore: IS_CONNECTED, then GET_USER); later, the session is read again,
 * since it may have moved to another chain in another tab.
 */
export const SESSION_READ_REUSE_MS = 5_000

/** A login or a session read: the user, and the session's chain as the frame's chain. */
export function setSessionUser(state: FrameState, user: FrameUser): FrameUser {
  state.user = user
  state.chainId = user.chainId
  return user
}

/**
 * The Solana cluster Solana requests are for: the frame's chain when it is one of the server's
 * clusters, else the server's first cluster (an EVM session's Solana account); undefined: none.
 */
export function solanaChainOf(state: Pick<FrameState, 'chainId' | 'solanaChains'>) {
  return typeof state.chainId === 'string' && state.solanaChains.includes(state.chainId)
    ? state.chainId
    : state.solanaChains[0]
}
