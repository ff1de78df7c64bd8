/** The recent wallets (max 2, SPEC §3), mirrored from storage for the Connect view. */
import { RECENT_WALLETS_MAX, type Wallet } from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export const recentWalletsSlice = createSlice({
  name: 'recentWallets',
  initialState: [] as Wallet[],
  reducers: {
    setRecentWallets: (_state, { payload }: PayloadAction<Wallet[]>) =>
      payload.slice(0, RECENT_WALLETS_MAX),
  },
})

export const { setRecentWallets } = recentWalletsSlice.actions
export const selectRecentWallets = (state: { recentWallets: Wallet[] }): Wallet[] =>
  state.recentWallets
