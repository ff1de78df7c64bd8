/** What the frame remembers between requests (one page load). */
import type { FrameRequestPayload, FrameUser } from '@portico/shared'

export interface FrameState {
  projectId: string
  /** The number for eip155 chains, the CAIP-2 id otherwise. */
  chainId: number | string
  theme: FrameRequestPayload<'SYNC_THEME'>
  dappData: FrameRequestPayload<'SYNC_DAPP_DATA'> | null
  /** The e-mail of the login in progress. */
  pendingEmail?: string
  /** The e-mail whose change is in progress. */
  pendingNewEmail?: string
  user?: FrameUser
}
