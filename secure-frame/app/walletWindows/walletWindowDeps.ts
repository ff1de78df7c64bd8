/**
 * What the frame's wallet windows (recovery, wallet security) need: the wallet worker (its
 * WalletWorkerApi, secure-frame/KEYS.md), the frame's own server, the session token and the
 * frame's state (theme, user). Passkeys are injectable so tests need no authenticator.
 */
import type { FrameApi } from '../api/frameApi.ts'
import type { FrameState } from '../handlers/frameState.ts'
import type { WalletWorkerApi } from '../wallet/walletWorkerApi.ts'
import type { PasskeyClient } from './passkeyClient.ts'

export interface WalletWindowDeps {
  wallet: Pick<
    WalletWorkerApi,
    'ensureWallet' | 'recover' | 'setRecoveryPassword' | 'setRecoveryPasskey' | 'exportKeys'
  >
  api: FrameApi
  /** The session token; throws NOT_SIGNED_IN when there is none. */
  token(): string
  state: FrameState
  /** The browser's passkeys by default. */
  passkeys?: PasskeyClient
}

/** The recovery step needs only this much of the worker. */
export type RecoveryDeps = Omit<WalletWindowDeps, 'wallet' | 'api'> & {
  wallet: Pick<WalletWorkerApi, 'recover'>
}

/** Minimum length of a recovery password (KEYS.md). */
export const MIN_RECOVERY_PASSWORD_LENGTH = 12
