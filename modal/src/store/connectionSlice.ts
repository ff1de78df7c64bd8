/**
 * The WalletConnect pairing and connection (SPEC §3 "Connection state", §4 "Pairing" and
 * "Reset of the WalletConnect connection"). Deleting the stored deep link on reset is a side
 * effect, done by a listener on resetWcConnection.
 */
import { PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_LIFETIME_MS } from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export interface WcLinking {
  href: string
  name: string
}

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

export interface ConnectionState {
  wcUri?: string
  /** When the pairing expires (ms since the epoch). */
  wcPairingExpiry?: number
  wcLinking?: WcLinking
  recentWallet?: RecentWallet
  wcError: boolean
  buffering: boolean
  status: ConnectionStatus
  wcBasic: boolean
}

const initialState: ConnectionState = {
  wcError: false,
  buffering: false,
  status: 'disconnected',
  wcBasic: false,
}

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    /** A new pairing URI, created at `now` (ms); it lives PAIRING_LIFETIME_MS (4 min). */
    setWcUri: {
      prepare: (wcUri: string, now: number) => ({
        payload: { wcUri, wcPairingExpiry: now + PAIRING_LIFETIME_MS },
      }),
      reducer(state, { payload }: PayloadAction<{ wcUri: string; wcPairingExpiry: number }>) {
        state.wcUri = payload.wcUri
        state.wcPairingExpiry = payload.wcPairingExpiry
      },
    },
    /** A new pairing is being created: the old URI must not show meanwhile. */
    clearWcUri(state) {
      state.wcUri = undefined
      state.wcPairingExpiry = undefined
    },
    setWcLinking(state, { payload }: PayloadAction<WcLinking | undefined>) {
      state.wcLinking = payload
    },
    setRecentWallet(state, { payload }: PayloadAction<RecentWallet | undefined>) {
      state.recentWallet = payload
    },
    setWcError(state, { payload }: PayloadAction<boolean>) {
      state.wcError = payload
    },
    setBuffering(state, { payload }: PayloadAction<boolean>) {
      state.buffering = payload
    },
    setConnectionStatus(state, { payload }: PayloadAction<ConnectionStatus>) {
      state.status = payload
    },
    setWcBasic(state, { payload }: PayloadAction<boolean>) {
      state.wcBasic = payload
    },
    /** Clears URI, pairing expiry, linking and recent wallet; sets status disconnected. */
    resetWcConnection(state) {
      state.wcUri = undefined
      state.wcPairingExpiry = undefined
      state.wcLinking = undefined
      state.recentWallet = undefined
      state.status = 'disconnected'
    },
  },
})

export const {
  setWcUri,
  clearWcUri,
  setWcLinking,
  setRecentWallet,
  setWcError,
  setBuffering,
  setConnectionStatus,
  setWcBasic,
  resetWcConnection,
} = connectionSlice.actions

type WithConnection = { connection: ConnectionState }

export const selectConnection = (state: WithConnection): ConnectionState => state.connection

/** Expired when PAIRING_EXPIRY_THRESHOLD_MS (10 s) or less remain, or when there is no pairing. */
export function isPairingExpired(state: WithConnection, now: number): boolean {
  const expiry = state.connection.wcPairingExpiry
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_THRESHOLD_MS
}
