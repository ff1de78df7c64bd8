/**
 * The send in progress (SPEC §3 "Send state"). It resets after a successful send (SPEC §4), on
 * disconnect, and when the network changes under a chosen token. The flow itself (gas estimate,
 * the transaction) is features/send/sendThunks.ts; the rules are features/send/validateSend.ts.
 */
import type { TokenBalance } from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { setCaipNetwork } from '../../store/networkSlice.ts'
import { resetAccount } from '../account/accountSlice.ts'

export interface SendState {
  token?: TokenBalance
  /** The amount as typed, in the token's unit ("1.5"). */
  sendTokenAmount?: string
  /** As typed: validated, not trusted. */
  receiverAddress?: string
  receiverProfileImageUrl?: string
  receiverProfileName?: string
  /** Why the typed name did not resolve (SPEC §8 'Error resolving name'); our addition. */
  receiverError?: string
  /** Wei per gas, as a decimal string (bigints are not serialisable). */
  gasPrice?: string
  /** Gas units the send is estimated to use, as a decimal string. */
  gas?: string
  /** The estimated network fee of the send in USD; unknown without a native price. */
  gasPriceInUSD?: number
  /** The native balance in USD: 0 when there is none; unknown when it has no price. */
  networkBalanceInUSD?: number
  /** The transaction is being sent. */
  loading: boolean
  /** The account's balances to choose from. */
  tokenBalances: TokenBalance[]
  /** Why the last estimate or send failed, for the preview (serialised, SPEC §8 texts). */
  error?: { code: string; message: string }
  /** The gas estimate in flight: an answer to an older one is dropped (our bookkeeping). */
  gasEstimateId?: string
}

const initialState: SendState = { loading: false, tokenBalances: [] }

export interface GasEstimate {
  gasPrice?: string
  gas?: string
  gasPriceInUSD?: number
}

export const sendSlice = createSlice({
  name: 'send',
  initialState,
  reducers: {
    setSendToken(state, { payload }: PayloadAction<TokenBalance | undefined>) {
      state.token = payload
      state.error = undefined
    },
    setSendTokenAmount(state, { payload }: PayloadAction<string | undefined>) {
      state.sendTokenAmount = payload
    },
    /** A new receiver forgets the previous one's profile. */
    setReceiverAddress(state, { payload }: PayloadAction<string | undefined>) {
      if (payload === state.receiverAddress) return
      state.receiverAddress = payload
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
      state.receiverError = undefined
    },
    setReceiverError(state, { payload }: PayloadAction<string | undefined>) {
      state.receiverError = payload
    },
    setReceiverProfile(
      state,
      { payload }: PayloadAction<{ name?: string | null; imageUrl?: string | null }>,
    ) {
      state.receiverProfileName = payload.name ?? undefined
      state.receiverProfileImageUrl = payload.imageUrl ?? undefined
    },
    gasEstimateStarted(state, { payload }: PayloadAction<string>) {
      state.gasEstimateId = payload
    },
    setGasEstimate(state, { payload }: PayloadAction<GasEstimate>) {
      state.gasPrice = payload.gasPrice
      state.gas = payload.gas
      state.gasPriceInUSD = payload.gasPriceInUSD
    },
    setSendTokenBalances(
      state,
      { payload }: PayloadAction<{ tokenBalances: TokenBalance[]; networkBalanceInUSD?: number }>,
    ) {
      state.tokenBalances = payload.tokenBalances
      state.networkBalanceInUSD = payload.networkBalanceInUSD
    },
    setSendLoading(state, { payload }: PayloadAction<boolean>) {
      state.loading = payload
    },
    setSendError(state, { payload }: PayloadAction<SendState['error']>) {
      state.error = payload
    },
    resetSend: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(resetAccount, () => initialState)
    // A token belongs to one chain: a send cannot carry over to another network.
    builder.addCase(setCaipNetwork, (state, { payload }) => {
      if (state.token && payload.value && state.token.chainId !== payload.value.caipNetworkId)
        return initialState
    })
  },
})

export const {
  setSendToken,
  setSendTokenAmount,
  setReceiverAddress,
  setReceiverProfile,
  setReceiverError,
  gasEstimateStarted,
  setGasEstimate,
  setSendTokenBalances,
  setSendLoading,
  setSendError,
  resetSend,
} = sendSlice.actions

type WithSend = { send: SendState }

export const selectSend = (state: WithSend): SendState => state.send
