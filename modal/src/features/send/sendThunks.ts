/**
 * The EVM send as the views ask for it (SPEC §3 Send state, §5): choosing the token, amount and
 * receiver, the preview (a transaction stack entry: the send returns to Account once started,
 * SPEC §2), then the fee estimate (estimateSendGas.ts) and the send (sendTransaction.ts).
 */
import { errorCatalogue, type TokenBalance } from '@portico/shared'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { popView, pushView, replaceView } from '../../store/routerSlice.ts'
import { popTransactionStack, pushTransactionStack } from '../../store/routerThunks.ts'
import { selectActiveAccount, selectActiveAddress } from '../account/accountSlice.ts'
import { fetchTokenBalance } from '../account/accountThunks.ts'
import { isAccountName } from '../names/resolveName.ts'
import { lookupReceiver } from './lookupReceiver.ts'
import { networkBalanceInUsdOf } from './networkBalance.ts'
import { DEFAULT_SEND_TIMING, sendTimingKey } from './sendContext.ts'
import { selectSendIssue } from './sendSelectors.ts'
import {
  resetSend,
  setReceiverAddress,
  setReceiverError,
  setReceiverProfile,
  setSendToken,
  setSendTokenAmount,
  setSendTokenBalances,
} from './sendSlice.ts'
import { isNativeToken, sameToken } from './tokenAddress.ts'
import { formatTokenUnits, parseTokenAmount } from './tokenUnits.ts'
import { tokenDecimals } from './validateSend.ts'

export { estimateSendGas } from './estimateSendGas.ts'
export { sendTransaction } from './sendTransaction.ts'

/** Starts a fresh send on WalletSend, with `token` chosen when given. */
export const openSend =
  (token?: TokenBalance): AppThunk =>
  (dispatch) => {
    dispatch(resetSend())
    if (token) dispatch(setSendToken(token))
    dispatch(pushView('WalletSend'))
  }

/**
 * WalletSend opened: the account's balances to choose from and the network balance. A send
 * starts from the balances as they are now: the first read after opening goes past the 30 s
 * caches (a wallet funded a moment ago would have nothing to send otherwise).
 */
export const prepareSend = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const forceUpdate = getState().send.tokenBalances.length === 0
  const result = await dispatch(fetchTokenBalance({ forceUpdate }))
  const tokenBalances = selectActiveAccount(getState()).tokenBalance
  dispatch(
    setSendTokenBalances({
      tokenBalances,
      // Without a balance list the network balance is unknown, not zero.
      networkBalanceInUSD: result === 'ok' ? networkBalanceInUsdOf(tokenBalances) : undefined,
    }),
  )
  // A token chosen earlier follows its fresh balance.
  const chosen = getState().send.token
  const fresh = tokenBalances.find((t) => sameToken(t, chosen))
  if (fresh && fresh !== chosen) dispatch(setSendToken(fresh))
}

/** Chooses the token and returns to WalletSend. */
export const selectSendToken =
  (token: TokenBalance): AppThunk =>
  (dispatch, getState) => {
    dispatch(setSendToken(token))
    dispatch(getState().router.history.length > 1 ? popView() : replaceView('WalletSend'))
  }

/** The whole balance; for the native currency, less the estimated network fee. */
export const setMaxSendAmount = (): AppThunk => (dispatch, getState) => {
  const { token, gas, gasPrice } = getState().send
  if (!token) return
  const decimals = tokenDecimals(token)
  const [whole = '0', fraction = ''] = token.quantity.numeric.split('.')
  let max = parseTokenAmount(`${whole}.${fraction.slice(0, decimals)}`, decimals) ?? 0n
  if (isNativeToken(token) && gas && gasPrice) max -= BigInt(gas) * BigInt(gasPrice)
  dispatch(setSendTokenAmount(formatTokenUnits(max > 0n ? max : 0n, decimals)))
}

/**
 * The receiver as typed; once typing pauses, an address gets its identity and a name (.reown.id
 * or the legacy .wcn.id) its address, or SPEC §8's 'Error resolving name' when it has none. An
 * answer about an input that has changed since is dropped.
 */
export const setSendReceiver =
  (input: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const typed = input || undefined
    dispatch(setReceiverAddress(typed))
    const stillTyped = () => getState().send.receiverAddress === typed
    const { receiverLookupDelayMs } = services.find(sendTimingKey) ?? DEFAULT_SEND_TIMING
    await new Promise((resolve) => setTimeout(resolve, receiverLookupDelayMs))
    if (!stillTyped()) return
    const chainId = selectActiveCaipNetwork(getState())?.id
    try {
      const found = await lookupReceiver(
        dispatch,
        input,
        selectActiveAddress(getState()),
        typeof chainId === 'number' ? chainId : undefined,
      )
      if (!found || !stillTyped()) return
      if (found.address && found.address !== input.trim())
        dispatch(setReceiverAddress(found.address))
      dispatch(setReceiverProfile({ name: found.name, imageUrl: found.imageUrl }))
    } catch {
      // An address without a profile is shown alone; a name that does not resolve says so.
      if (stillTyped() && isAccountName(input))
        dispatch(setReceiverError(errorCatalogue.NAME_RESOLUTION_FAILED.message))
    }
  }

/**
 * To WalletSendPreview, once the form is valid. The send becomes a transaction stack entry:
 * started, it returns to Account (SPEC §2); cancelled, back to the form.
 */
export const previewSend = (): AppThunk => (dispatch, getState) => {
  if (selectSendIssue(getState())) return
  if (getState().router.transactionStack.length === 0)
    dispatch(pushTransactionStack({ view: 'Account' }))
  dispatch(pushView('WalletSendPreview'))
}

/** The preview's Cancel: the stack entry pops as cancelled, which goes back to the form. */
export const cancelSendPreview = (): AppThunk => (dispatch, getState) => {
  if (getState().router.transactionStack.length > 0) dispatch(popTransactionStack({ cancel: true }))
  else dispatch(popView())
}
