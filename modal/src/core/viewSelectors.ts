/**
 * The selectors the views read, composed from the slices' own selectors: one place that says
 * what a view shows.
 */
import { createSelector } from '@reduxjs/toolkit'
import { selectActiveAccount as selectActiveAccountState } from '../features/account/accountSlice.ts'
import { selectInstalledConnectors } from '../store/connectorsSlice.ts'
import type { RootState } from '../store/createPorticoStore.ts'
import { selectActiveCaipNetwork, selectRequestedCaipNetworks } from '../store/networkSlice.ts'

export { selectConnecting } from '../store/connectingSlice.ts'
export { selectFeatures } from '../store/optionsSlice.ts'
export { selectRecentWallets } from '../store/recentWalletsSlice.ts'
export { selectSnackbar } from '../store/snackbarSlice.ts'

export const selectView = (state: RootState) => state.router.view
export const selectCanGoBack = (state: RootState) => state.router.history.length > 1
export const selectRouterWallet = (state: RootState) => state.router.data?.wallet
export const selectModal = (state: RootState) => state.modal
export const selectTheme = (state: RootState) => state.theme
export const selectActiveNetwork = selectActiveCaipNetwork
export const selectRequestedNetworks = selectRequestedCaipNetworks

export const selectActiveAccount = createSelector([selectActiveAccountState], (account) => ({
  status: account.status,
  address: account.address,
  balance: account.balance,
  balanceSymbol: account.balanceSymbol,
  balanceLoading: account.balanceLoading,
  profileName: account.profileName ?? undefined,
  walletInfo: account.connectedWalletInfo,
}))

/** Browser-extension wallets found on the page, for the active namespace. */
export const selectInstalledWallets = createSelector([selectInstalledConnectors], (connectors) =>
  connectors.map((c) => ({
    id: c.id,
    name: c.name,
    imageUrl: c.imageUrl,
    rdns: c.info?.rdns ?? c.id,
  })),
)

export const selectWalletListOptions = createSelector(
  [
    (s: RootState) => s.options.featuredWalletIds,
    (s: RootState) => s.options.includeWalletIds,
    (s: RootState) => s.options.excludeWalletIds,
  ],
  (featuredWalletIds, includeWalletIds, excludeWalletIds) => ({
    featuredWalletIds,
    includeWalletIds,
    excludeWalletIds,
  }),
)
