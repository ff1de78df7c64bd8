/**
 * What the Solana send knows beside the shared send form (features/send/sendSlice.ts holds the
 * token, amount and receiver for every family): the sender's SOL, the receiver's lamports (0:
 * its account does not exist yet), the cluster's rent-exempt minimum and the quoted cost of the
 * send as it stands (fee, and the rent of the receiver's new token account). Lamports are
 * decimal strings (bigints are not serialisable). Injected when the Solana send's code loads.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { setCaipNetwork } from '../../../store/networkSlice.ts'
import { rootReducer } from '../../../store/rootReducer.ts'
import { resetAccount } from '../../account/accountSlice.ts'
import { resetSend, setReceiverAddress, setSendToken } from '../sendSlice.ts'

export interface SolanaSendState {
  /** The sender's lamports, when read. */
  solLamports?: string
  /** The receiver's lamports, read for the receiver typed (`receiverOf`). */
  receiverLamports?: string
  receiverOf?: string
  rentExemptMinimum?: string
  /** The quoted cost of the send as it stands (fee and new token account's rent). */
  feeLamports?: string
  rentLamports?: string
  /** The quote in flight: an answer to an older one is dropped. */
  quoteId?: string
}

const initialState: SolanaSendState = {}

export interface SolanaSendQuote {
  solLamports: string
  rentExemptMinimum: string
  feeLamports: string
  rentLamports: string
  receiverOf?: string
  receiverLamports?: string
}

export const solanaSendSlice = createSlice({
  name: 'solanaSend',
  initialState,
  reducers: {
    solanaQuoteStarted(state, { payload }: PayloadAction<string>) {
      state.quoteId = payload
    },
    solanaQuoteReceived(state, { payload }: PayloadAction<SolanaSendQuote>) {
      return { ...payload, quoteId: state.quoteId }
    },
    /** A failed quote: the cost is unknown again (the balance and minimum stay). */
    solanaQuoteFailed(state) {
      state.feeLamports = undefined
      state.rentLamports = undefined
    },
  },
  extraReducers: (builder) => {
    builder.addCase(resetSend, () => initialState)
    builder.addCase(resetAccount, () => initialState)
    builder.addCase(setCaipNetwork, () => initialState)
    // Another token or receiver costs something else: quoted again.
    builder.addCase(setSendToken, (state) => {
      state.feeLamports = undefined
      state.rentLamports = undefined
    })
    builder.addCase(setReceiverAddress, (state, { payload }) => {
      if (payload?.trim() === state.receiverOf) return
      state.receiverOf = undefined
      state.receiverLamports = undefined
      state.feeLamports = undefined
      state.rentLamports = undefined
    })
  },
})

export const { solanaQuoteStarted, solanaQuoteReceived, solanaQuoteFailed } =
  solanaSendSlice.actions

declare module '../../../store/rootReducer.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof solanaSendSlice> {}
}

/** Injected when this module loads (the Solana send's chunk): no other path carries it. */
const injected = solanaSendSlice.injectInto(rootReducer)

/** The Solana send's state; its initial state until the slice has seen an action. */
export const selectSolanaSend = injected.selectSlice
