/**
 * The connected account per chain family (SPEC §3 "Account (per chain)").
 * socialWindow (the popup of a social login) is not serialisable, so it is not kept here; the
 * connector that opens the popup owns it.
 */
import {
  type CaipAddress,
  type ChainNamespace,
  type SocialProvider,
  TOKEN_BALANCE_RETRY_GAP_MS,
  type TokenBalance,
} from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { NetworkState } from '../../store/networkSlice.ts'

export type AccountType = 'eoa' | 'smartAccount'
/** Bitcoin accounts are chosen by address purpose instead (SPEC §1: bip122 defaults to payment). */
export type BitcoinAddressPurpose = 'payment' | 'ordinal' | 'stx'
export type PreferredAccountType = AccountType | BitcoinAddressPurpose
export type AccountStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

/** SPEC §3 "Account entry". */
export interface AccountEntry {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  type?: string
}

export interface AccountUser {
  email?: string | null
  userName?: string
  /** The e-mail wallet has a recovery method (the frame's Portico-only field); false: nudge. */
  recoverySetUp?: boolean
}

export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  user?: AccountUser
  addressExplorerUrl?: string
  smartAccountDeployed?: boolean
  currentTab: AccountTab
  tokenBalance: TokenBalance[]
  shouldUpdateToAddress?: string
  allAccounts: AccountEntry[]
  addressLabels: Record<string, string>
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountType?: PreferredAccountType
  socialProvider?: SocialProvider
  farcasterUrl?: string
  status: AccountStatus
  balanceLoading: boolean
  /** When the last token-balance fetch failed (ms); retries wait TOKEN_BALANCE_RETRY_GAP_MS. */
  lastRetry?: number
}

export interface AccountSliceState {
  byNamespace: Partial<Record<ChainNamespace, AccountState>>
}

const EMPTY_ACCOUNT: AccountState = Object.freeze({
  currentTab: 'Tokens',
  tokenBalance: [],
  allAccounts: [],
  addressLabels: {},
  status: 'disconnected',
  balanceLoading: false,
})

function account(state: AccountSliceState, namespace: ChainNamespace): AccountState {
  state.byNamespace[namespace] ??= { ...EMPTY_ACCOUNT }
  return state.byNamespace[namespace]
}

type ForNamespace<T> = PayloadAction<{ namespace: ChainNamespace; value: T }>

/** A reducer `(namespace, value)` that applies `update` to that namespace's account. */
function perNamespace<T>(update: (account: AccountState, value: T) => void) {
  return {
    prepare: (namespace: ChainNamespace, value: T) => ({ payload: { namespace, value } }),
    reducer(state: AccountSliceState, { payload }: ForNamespace<T>) {
      update(account(state, payload.namespace), payload.value)
    },
  }
}

/** A reducer `(namespace, value)` that sets one field. */
const field = <K extends keyof AccountState>(key: K) =>
  perNamespace<AccountState[K]>((a, value) => {
    a[key] = value
  })

export const accountSlice = createSlice({
  name: 'account',
  initialState: { byNamespace: {} } as AccountSliceState,
  reducers: {
    /** Also sets the plain address and marks the account connected. */
    setCaipAddress: perNamespace<CaipAddress>((a, caipAddress) => {
      a.caipAddress = caipAddress
      a.address = caipAddress.split(':')[2]
      a.status = 'connected'
    }),
    setBalance: perNamespace<{ balance?: string; balanceSymbol?: string }>((a, value) => {
      a.balance = value.balance
      a.balanceSymbol = value.balanceSymbol
    }),
    setProfile: perNamespace<{ profileName?: string | null; profileImage?: string | null }>(
      (a, value) => {
        a.profileName = value.profileName
        a.profileImage = value.profileImage
      },
    ),
    /** Entries with decimals "0" are dropped (SPEC §3 "Token balance"); a success lifts the retry block. */
    setTokenBalance: perNamespace<TokenBalance[]>((a, tokens) => {
      a.tokenBalance = tokens.filter((t) => t.quantity.decimals !== '0')
      a.balanceLoading = false
      a.lastRetry = undefined
    }),
    setBalanceLoading: field('balanceLoading'),
    /** The value is the time of the failure (ms). */
    tokenBalanceFailed: perNamespace<number>((a, now) => {
      a.lastRetry = now
      a.balanceLoading = false
    }),
    setAllAccounts: field('allAccounts'),
    setAddressLabels: field('addressLabels'),
    setConnectedWalletInfo: field('connectedWalletInfo'),
    setPreferredAccountType: field('preferredAccountType'),
    setFarcasterUrl: field('farcasterUrl'),
    setAccountStatus: field('status'),
    setUser: field('user'),
    setAddressExplorerUrl: field('addressExplorerUrl'),
    setSmartAccountDeployed: field('smartAccountDeployed'),
    setCurrentTab: field('currentTab'),
    setShouldUpdateToAddress: field('shouldUpdateToAddress'),
    setSocialProvider: field('socialProvider'),
    /**
     * Status disconnected; clears the address, balances, profile and the rest of the session.
     * Only the preferred account type, a user choice, survives.
     */
    resetAccount: {
      prepare: (namespace: ChainNamespace) => ({ payload: namespace }),
      reducer(state, { payload: namespace }: PayloadAction<ChainNamespace>) {
        const { preferredAccountType } = account(state, namespace)
        state.byNamespace[namespace] = { ...EMPTY_ACCOUNT, preferredAccountType }
      },
    },
  },
})

export const {
  setCaipAddress,
  setBalance,
  setProfile,
  setTokenBalance,
  setBalanceLoading,
  tokenBalanceFailed,
  setAllAccounts,
  setAddressLabels,
  setConnectedWalletInfo,
  setPreferredAccountType,
  setFarcasterUrl,
  setAccountStatus,
  setUser,
  setAddressExplorerUrl,
  setSmartAccountDeployed,
  setCurrentTab,
  setShouldUpdateToAddress,
  setSocialProvider,
  resetAccount,
} = accountSlice.actions

type WithAccount = { account: AccountSliceState }
type WithAccountAndNetwork = WithAccount & { network: NetworkState }

/** A namespace's account; a shared disconnected one when nothing is stored yet. */
export const selectAccount = (
  state: WithAccount,
  namespace: ChainNamespace | undefined,
): AccountState => (namespace && state.account.byNamespace[namespace]) || EMPTY_ACCOUNT

export const selectIsConnected = (state: WithAccount, namespace: ChainNamespace | undefined) =>
  Boolean(selectAccount(state, namespace).caipAddress)

/** Whether a token-balance fetch may run: blocked for TOKEN_BALANCE_RETRY_GAP_MS after a failure. */
export function canRetryTokenBalance(
  state: WithAccount,
  namespace: ChainNamespace | undefined,
  now: number,
): boolean {
  const { lastRetry } = selectAccount(state, namespace)
  return lastRetry === undefined || now - lastRetry >= TOKEN_BALANCE_RETRY_GAP_MS
}

export const selectActiveAccount = (state: WithAccountAndNetwork): AccountState =>
  selectAccount(state, state.network.activeNamespace)
export const selectActiveCaipAddress = (state: WithAccountAndNetwork): CaipAddress | undefined =>
  selectActiveAccount(state).caipAddress
export const selectActiveAddress = (state: WithAccountAndNetwork): string | undefined =>
  selectActiveAccount(state).address
export const selectActiveIsConnected = (state: WithAccountAndNetwork): boolean =>
  Boolean(selectActiveCaipAddress(state))

/**
 * The active account's type: its entry in allAccounts, else the preferred type, else eoa (an
 * extension wallet's account). Smart accounts skip the send's gas check (SPEC §5).
 */
export function selectActiveAccountType(state: WithAccountAndNetwork): AccountType {
  const account = selectActiveAccount(state)
  const entry = account.allAccounts.find(
    (a) => a.address.toLowerCase() === account.address?.toLowerCase(),
  )
  if (entry) return entry.type
  return account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
}
