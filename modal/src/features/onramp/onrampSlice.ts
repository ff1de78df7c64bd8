/**
 * The purchase in progress (SPEC §3 "On-ramp options", "On-ramp quote"): the options (the
 * cloud's, or the built-in default when it failed), what the buyer chose, the quote (the
 * provider's, or the mocked one), and the checkout: its window, its order and where it stands.
 * The flow is onrampThunks.ts; the rules are shared's checkOnrampPurchase.
 */
import type { OnrampOptions, OnrampOrder, OnrampQuote } from '@portico/shared'
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../store/rootReducer.ts'
import { resetAccount } from '../account/accountSlice.ts'

export type OnrampSource = 'cloud' | 'fallback'
export type SerializedOnrampError = { code: string; message: string }

export type CheckoutStatus =
  /** Nothing started. */
  | 'idle'
  /** The window is open, the order being made. */
  | 'creating'
  /** The browser refused the window: the buyer may retry. */
  | 'blocked'
  /** The order exists; the buyer pays in the window, BuyInProgress watches. */
  | 'open'
  /** The order could not be made. */
  | 'error'

export interface OnrampState {
  options?: OnrampOptions
  optionsSource?: OnrampSource
  purchaseCurrency?: string
  paymentCurrency: string
  paymentMethod: string
  /** As typed, in the payment currency. */
  amount: string
  quote?: OnrampQuote
  quoteSource?: OnrampSource
  quoteLoading: boolean
  /** Why the amount cannot be bought (a limit, a bad amount), from the rules or the cloud. */
  issue?: SerializedOnrampError
  checkout: {
    status: CheckoutStatus
    orderId?: string
    url?: string
    error?: SerializedOnrampError
  }
  /** The order as last read. */
  order?: OnrampOrder
}

const initialState: OnrampState = {
  paymentCurrency: 'USD',
  paymentMethod: 'CARD',
  amount: '',
  quoteLoading: false,
  checkout: { status: 'idle' },
}

export const onrampSlice = createSlice({
  name: 'onramp',
  initialState,
  reducers: {
    setOnrampOptions(
      state,
      { payload }: PayloadAction<{ options: OnrampOptions; source: OnrampSource }>,
    ) {
      state.options = payload.options
      state.optionsSource = payload.source
    },
    setPurchaseCurrency(state, { payload }: PayloadAction<string | undefined>) {
      if (state.purchaseCurrency === payload) return
      state.purchaseCurrency = payload
      state.quote = undefined
    },
    setPaymentCurrency(state, { payload }: PayloadAction<string>) {
      if (state.paymentCurrency === payload) return
      state.paymentCurrency = payload
      state.quote = undefined
    },
    setPaymentMethod(state, { payload }: PayloadAction<string>) {
      state.paymentMethod = payload
    },
    setOnrampAmount(state, { payload }: PayloadAction<string>) {
      if (state.amount === payload) return
      state.amount = payload
      state.quote = undefined
    },
    setOnrampIssue(state, { payload }: PayloadAction<SerializedOnrampError | undefined>) {
      state.issue = payload
      if (payload) state.quote = undefined
    },
    quoteRequested(state) {
      state.quoteLoading = true
    },
    quoteReceived(
      state,
      { payload }: PayloadAction<{ quote?: OnrampQuote; source?: OnrampSource }>,
    ) {
      state.quoteLoading = false
      state.quote = payload.quote
      state.quoteSource = payload.source
    },
    checkoutChanged(state, { payload }: PayloadAction<OnrampState['checkout']>) {
      state.checkout = payload
      if (payload.status !== 'open') state.order = undefined
    },
    orderRead(state, { payload }: PayloadAction<OnrampOrder>) {
      if (payload.id === state.checkout.orderId) state.order = payload
    },
    /** A new purchase: the choices stay, the checkout and order go. */
    resetCheckout(state) {
      state.checkout = { status: 'idle' }
      state.order = undefined
    },
  },
  extraReducers: (builder) => {
    builder.addCase(resetAccount, (state) => ({
      ...initialState,
      options: state.options,
      optionsSource: state.optionsSource,
    }))
  },
})

export const {
  setOnrampOptions,
  setPurchaseCurrency,
  setPaymentCurrency,
  setPaymentMethod,
  setOnrampAmount,
  setOnrampIssue,
  quoteRequested,
  quoteReceived,
  checkoutChanged,
  orderRead,
  resetCheckout,
} = onrampSlice.actions

declare module '../../store/rootReducer.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof onrampSlice> {}
}

/** Injected when this module loads (the Buy views' chunk): the open path never carries it. */
const injected = onrampSlice.injectInto(rootReducer)

/** The purchase's state; its initial state until the slice has seen an action. */
export const selectOnramp = injected.selectSlice
