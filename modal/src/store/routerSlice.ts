/**
 * The router: the modal's internal stack of views (SPEC §2). There are no URL routes.
 * Reducers hold the pure stack rules; going back (which may close the modal) and the transaction
 * stack's callbacks live in routerThunks.ts.
 */
import type { CaipNetworkId } from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'WalletSend',
  'WalletSendPreview',
  'WalletSendSelectToken',
  'WalletSendBitcoin',
  'WalletReceive',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'WalletSecurity',
  'OnRampProviders',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'BuyInProgress',
] as const
export type View = (typeof VIEWS)[number]

/**
 * Views during which the secure frame shows its own window (an approval, wallet security) and
 * the modal's dialog steps aside; closing the modal there aborts the frame's request.
 */
export const isSecureFrameView = (view: View): boolean =>
  view === 'ApproveTransaction' || view === 'WalletSecurity'

/** What a view needs to render, passed along when navigating (serialisable). */
export interface RouterData {
  wallet?: {
    id: string
    name: string
    imageUrl?: string
    rdns?: string
    /** The catalogue's links, to open the wallet on a WalletConnect pairing (SPEC §5). */
    mobile_link?: string | null
    desktop_link?: string | null
    webapp_link?: string | null
  }
  connectorId?: string
  email?: string
  network?: CaipNetworkId
}

/** A transaction step. Its onSuccess/onCancel callbacks stay outside the store, keyed by id. */
export interface TransactionStackEntry {
  id: string
  view?: View
  goBack?: boolean
  replace?: boolean
}

export interface RouterState {
  view: View
  history: View[]
  data?: RouterData
  transactionStack: TransactionStackEntry[]
}

const initialState: RouterState = { view: 'Connect', history: ['Connect'], transactionStack: [] }

const navigate = { prepare: (view: View, data?: RouterData) => ({ payload: { view, data } }) }
type Navigation = PayloadAction<{ view: View; data: RouterData | undefined }>

function resetTo(state: RouterState, view: View, data?: RouterData) {
  state.view = view
  state.history = [view]
  state.data = data
}

export const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    /** Pushing the view already on top is ignored. */
    pushView: {
      ...navigate,
      reducer(state, { payload }: Navigation) {
        if (payload.view === state.view) return
        state.view = payload.view
        state.history.push(payload.view)
        state.data = payload.data
      },
    },
    /** Swaps the top entry. */
    replaceView: {
      ...navigate,
      reducer(state, { payload }: Navigation) {
        state.view = payload.view
        state.history[Math.max(state.history.length - 1, 0)] = payload.view
        state.data = payload.data
      },
    },
    /** Clears the history to one view. */
    resetView: {
      ...navigate,
      reducer(state, { payload }: Navigation) {
        resetTo(state, payload.view, payload.data)
      },
    },
    /** Pops one view, never the last; use the goBack() thunk, which closes the modal instead. */
    popView(state) {
      if (state.history.length < 2) return
      state.history.pop()
      state.view = state.history.at(-1) ?? state.view
    },
    /** Keeps the history up to and including `index`. */
    goBackToIndex(state, { payload: index }: PayloadAction<number>) {
      if (!Number.isInteger(index) || index < 0 || index >= state.history.length) return
      state.history = state.history.slice(0, index + 1)
      state.view = state.history.at(-1) ?? state.view
    },
    /** Cancelling SIWX resets to Connect. */
    siwxCancelled(state) {
      resetTo(state, 'Connect')
    },
    setRouterData(state, { payload }: PayloadAction<RouterData | undefined>) {
      state.data = payload
    },
    transactionStackPushed(state, { payload }: PayloadAction<TransactionStackEntry>) {
      state.transactionStack.push(payload)
    },
    transactionStackPopped(state) {
      state.transactionStack.pop()
    },
  },
})

export const {
  pushView,
  replaceView,
  resetView,
  popView,
  goBackToIndex,
  siwxCancelled,
  setRouterData,
  transactionStackPushed,
  transactionStackPopped,
} = routerSlice.actions

type WithRouter = { router: RouterState }

export const selectView = (state: WithRouter): View => state.router.view
export const selectRouterHistory = (state: WithRouter): View[] => state.router.history
export const selectRouterData = (state: WithRouter): RouterData | undefined => state.router.data
export const selectTransactionStack = (state: WithRouter): TransactionStackEntry[] =>
  state.router.transactionStack
export const selectCanGoBack = (state: WithRouter): boolean => state.router.history.length > 1
/** The wallet the current view is about (Connecting views). */
export const selectRouterWallet = (state: WithRouter): RouterData['wallet'] =>
  state.router.data?.wallet
