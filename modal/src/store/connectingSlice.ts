/**
 * The connection attempt in progress with a browser-extension wallet, for ConnectingExternal:
 * which connector, and the error to show with Retry when the wallet declined.
 */
import type { SerializedPorticoError } from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface ConnectingState {
  connectorId?: string
  status: 'idle' | 'connecting' | 'error'
  error?: SerializedPorticoError
}

const initialState: ConnectingState = { status: 'idle' }

export const connectingSlice = createSlice({
  name: 'connecting',
  initialState,
  reducers: {
    connectStarted(state, { payload }: PayloadAction<string>) {
      state.connectorId = payload
      state.status = 'connecting'
      state.error = undefined
    },
    connectFailed(state, { payload }: PayloadAction<SerializedPorticoError>) {
      state.status = 'error'
      state.error = payload
    },
    connectFinished() {
      return initialState
    },
  },
})

export const { connectStarted, connectFailed, connectFinished } = connectingSlice.actions

export const selectConnecting = (state: { connecting: ConnectingState }): ConnectingState =>
  state.connecting
