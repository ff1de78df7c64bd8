/** What the Account view and its tabs show, derived from the store in one place. */
import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { selectActiveAccount } from './accountSlice.ts'

/** The address's page on the network's block explorer, when the network has one. */
export const selectAddressExplorerUrl = createSelector(
  [selectActiveAccount, selectActiveCaipNetwork],
  (account, network) => {
    if (account.addressExplorerUrl) return account.addressExplorerUrl
    const explorer = network?.blockExplorers?.default.url
    if (!explorer || !account.address) return undefined
    return `${explorer.replace(/\/+$/, '')}/address/${account.address}`
  },
)

export const selectAccountProfile = createSelector([selectActiveAccount], (account) => ({
  address: account.address,
  profileName: account.profileName ?? undefined,
  profileImage: account.profileImage ?? undefined,
  walletInfo: account.connectedWalletInfo,
  balance: account.balance,
  balanceSymbol: account.balanceSymbol,
  balanceLoading: account.balanceLoading,
}))

export const selectCurrentTab = (state: RootState) => selectActiveAccount(state).currentTab

export const selectTokenList = createSelector([selectActiveAccount], (account) => ({
  tokens: account.tokenBalance,
  loading: account.balanceLoading,
  /** The last fetch failed (retries wait 30 s). */
  unavailable: account.lastRetry !== undefined,
}))

/** What the account views show of the active account (status, address, balance, wallet). */
export const selectAccountSummary = createSelector([selectActiveAccount], (account) => ({
  status: account.status,
  address: account.address,
  balance: account.balance,
  balanceSymbol: account.balanceSymbol,
  balanceLoading: account.balanceLoading,
  profileName: account.profileName ?? undefined,
  walletInfo: account.connectedWalletInfo,
}))
