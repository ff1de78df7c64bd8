/**
 * The purchase as the views ask for it: open Buy (OnRampProviders) with the options, choose
 * the token (OnRampTokenSelect) and the fiat (OnRampFiatSelect), type an amount (checked with
 * shared's rules, then quoted), open the provider's checkout in a popup with the URL of
 * POST /v1/generators/onrampurl, and watch the order (BuyInProgress) until the coins arrive.
 *
 * SPEC §7's fallbacks: options the cloud cannot give are the built-in default; a quote it
 * cannot give (no answer, a 5xx) is the mocked one. A 4xx is the buyer's to fix, and is shown.
 */
import {
  checkOnrampPurchase,
  ONRAMP_ORDER_POLL_MS,
  type OnrampQuote,
  serializeError,
} from '@portico/shared'
import { onrampApi } from '../../api/onrampApi.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { popView, pushView, replaceView } from '../../store/routerSlice.ts'
import { selectActiveAddress } from '../account/accountSlice.ts'
import { refreshAccount } from '../account/accountThunks.ts'
import type { CheckoutWindow } from './checkoutWindow.ts'
import { DEFAULT_ONRAMP_OPTIONS } from './defaultOnrampOptions.ts'
import { mockOnrampQuote } from './mockOnrampQuote.ts'
import { selectOnrampCurrencies, selectOnrampPurchase } from './onrampSelectors.ts'
import {
  checkoutChanged,
  orderRead,
  quoteReceived,
  quoteRequested,
  resetCheckout,
  type SerializedOnrampError,
  selectOnramp,
  setOnrampAmount,
  setOnrampIssue,
  setOnrampOptions,
  setPaymentCurrency,
  setPurchaseCurrency,
} from './onrampSlice.ts'

/** The cloud's own message for a 4xx (`{message}` in its JSON body), else none. */
function cloudMessage(error: unknown): SerializedOnrampError | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined
  try {
    const body = JSON.parse(String(data)) as { code?: unknown; message?: unknown }
    if (typeof body.message === 'string')
      return {
        code: typeof body.code === 'string' ? body.code : 'HTTP_STATUS',
        message: body.message,
      }
  } catch {
    // Not the cloud's JSON: no message of its own.
  }
  return { code: 'HTTP_STATUS', message: `HTTP status code: ${status}` }
}

const serialized = (error: unknown): SerializedOnrampError => {
  const { code, message } = serializeError(error)
  return { code, message }
}

/** The options from the cloud, or the built-in default when it fails (SPEC §7). */
export const loadOnrampOptions = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  try {
    const options = await dispatch(
      onrampApi.endpoints.getOnrampOptions.initiate(undefined, { subscribe: false }),
    ).unwrap()
    dispatch(setOnrampOptions({ options, source: 'cloud' }))
  } catch {
    dispatch(setOnrampOptions({ options: DEFAULT_ONRAMP_OPTIONS, source: 'fallback' }))
  }
  const state = getState()
  const offered = selectOnrampCurrencies(state)
  if (!offered.some((c) => c.id === selectOnramp(state).purchaseCurrency))
    dispatch(setPurchaseCurrency(offered[0]?.id))
  const fiats = selectOnramp(state).options?.paymentCurrencies ?? []
  if (!fiats.some((c) => c.id === selectOnramp(state).paymentCurrency) && fiats[0])
    dispatch(setPaymentCurrency(fiats[0].id))
}

/** Starts a purchase on OnRampProviders (Account's Buy). */
export const openBuy = (): AppThunk => (dispatch) => {
  dispatch(resetCheckout())
  dispatch(pushView('OnRampProviders'))
  void dispatch(loadOnrampOptions())
}

const back = (): AppThunk => (dispatch, getState) => {
  dispatch(getState().router.history.length > 1 ? popView() : replaceView('OnRampProviders'))
}

/** OnRampTokenSelect: the currency to buy, then back. */
export const chooseOnrampToken =
  (id: string): AppThunk =>
  (dispatch) => {
    dispatch(setPurchaseCurrency(id))
    dispatch(back())
  }

/** OnRampFiatSelect: the currency to pay in, then back. */
export const chooseOnrampFiat =
  (id: string): AppThunk =>
  (dispatch) => {
    dispatch(setPaymentCurrency(id))
    dispatch(back())
  }

/** Checks the purchase against the options; the issue is kept for the view. */
export const checkOnrampAmount = (): AppThunk<boolean> => (dispatch, getState) => {
  const state = getState()
  const purchase = selectOnrampPurchase(state)
  const options = selectOnramp(state).options
  if (!purchase || !options || purchase.amount === '') {
    dispatch(setOnrampIssue(undefined))
    return false
  }
  try {
    checkOnrampPurchase(options, purchase)
    dispatch(setOnrampIssue(undefined))
    return true
  } catch (error) {
    dispatch(setOnrampIssue(serialized(error)))
    return false
  }
}

/** The amount as typed; checked at once, quoted by fetchOnrampQuote. */
export const updateOnrampAmount =
  (text: string): AppThunk =>
  (dispatch) => {
    dispatch(setOnrampAmount(text))
    dispatch(checkOnrampAmount())
  }

/** The quote for the purchase as typed; the mocked one when the cloud cannot answer. */
export const fetchOnrampQuote =
  (): AppThunk<Promise<OnrampQuote | undefined>> => async (dispatch, getState) => {
    if (!dispatch(checkOnrampAmount())) return undefined
    const purchase = selectOnrampPurchase(getState())
    if (!purchase) return undefined
    const request = { ...purchase }
    const stillAsked = () => {
      const now = selectOnrampPurchase(getState())
      return JSON.stringify(now) === JSON.stringify(purchase)
    }
    dispatch(quoteRequested())
    try {
      const quote = await dispatch(onrampApi.endpoints.getOnrampQuote.initiate(request)).unwrap()
      if (stillAsked()) dispatch(quoteReceived({ quote, source: 'cloud' }))
      return quote
    } catch (error) {
      if (!stillAsked()) return undefined
      const refused = cloudMessage(error)
      if (refused && refused.code !== 'HTTP_STATUS') {
        dispatch(quoteReceived({}))
        dispatch(setOnrampIssue(refused))
        return undefined
      }
      const quote = mockOnrampQuote(request)
      dispatch(quoteReceived({ quote, source: 'fallback' }))
      return quote
    }
  }

/**
 * The buyer chose the provider: `popup` is the window opened in that click (null: blocked).
 * Asks the cloud for the checkout URL, sends the window there and goes to BuyInProgress.
 */
export const startCheckout =
  (popup: CheckoutWindow | null): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const state = getState()
    if (getState().router.view !== 'BuyInProgress') dispatch(pushView('BuyInProgress'))
    if (!popup) {
      dispatch(checkoutChanged({ status: 'blocked' }))
      return
    }
    const purchase = selectOnrampPurchase(state)
    const address = selectActiveAddress(state)
    const quote =
      selectOnramp(state).quoteSource === 'cloud' ? selectOnramp(state).quote : undefined
    if (!purchase || !address || !dispatch(checkOnrampAmount())) {
      popup.close()
      dispatch(
        checkoutChanged({
          status: 'error',
          error: selectOnramp(state).issue ?? {
            code: 'ONRAMP_AMOUNT_INVALID',
            message: 'Enter an amount greater than 0',
          },
        }),
      )
      return
    }
    dispatch(checkoutChanged({ status: 'creating' }))
    try {
      const { url, orderId } = await dispatch(
        onrampApi.endpoints.createOnrampUrl.initiate({
          destinationWallets: [
            { address, blockchains: [purchase.network], assets: [purchase.purchaseCurrency] },
          ],
          defaultNetwork: purchase.network,
          partnerUserId: address.toLowerCase(),
          defaultExperience: 'buy',
          presetFiatAmount: purchase.amount,
          ...(quote ? { presetCryptoAmount: quote.purchaseAmount.amount } : {}),
          defaultAsset: purchase.purchaseCurrency,
          fiatCurrency: purchase.paymentCurrency,
          defaultPaymentMethod: purchase.paymentMethod,
        }),
      ).unwrap()
      if (popup.closed) {
        dispatch(checkoutChanged({ status: 'blocked' }))
        return
      }
      popup.navigate(url)
      dispatch(checkoutChanged({ status: 'open', orderId, url }))
    } catch (error) {
      popup.close()
      dispatch(
        checkoutChanged({
          status: 'error',
          error: cloudMessage(error) ?? {
            code: 'ONRAMP_PROVIDER_UNAVAILABLE',
            message: 'The on-ramp provider is not available. Please try again.',
          },
        }),
      )
    }
  }

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * BuyInProgress: reads the order every ONRAMP_ORDER_POLL_MS until it completes or fails (or
 * `signal` aborts). On completion the balances and the activity are read again, past the
 * caches.
 */
export const watchOnrampOrder =
  (signal: AbortSignal, pollMs = ONRAMP_ORDER_POLL_MS): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const orderId = selectOnramp(getState()).checkout.orderId
    if (!orderId) return
    while (!signal.aborted && selectOnramp(getState()).checkout.orderId === orderId) {
      try {
        const order = await dispatch(
          onrampApi.endpoints.getOnrampOrder.initiate(orderId, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap()
        if (signal.aborted) return
        dispatch(orderRead(order))
        if (order.status === 'completed') {
          dispatch(refreshAccount())
          return
        }
        if (order.status === 'failed') return
      } catch {
        // A missed read: the next one tells.
      }
      await sleep(pollMs, signal)
    }
  }
