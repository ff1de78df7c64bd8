/**
 * The EVM send's actions (SPEC §3 Send state, §5): choosing the token, amount and receiver, and
 * handing over to the fee estimate (estimateSendGas.ts) and the send (sendTransaction.ts).
 */
import { selectActiveAccount, selectActiveAddress } from '../account/accountSlice.ts'
import { fetchTokenBalance } from '../account/accountThunks.ts'
import { popView, pushView, replaceView } from '../../store/routerSlice.ts'
import {
  resetSend,
  setReceiverAddress,
  setReceiverProfile,
  setSendToken,
  setSendTokenAmount,
  setSendTokenBalances,
} from './sendSlice.ts'
import { createGasEstimator } from './estimateSendGas.ts'
import { lookupReceiver } from './lookupReceiver.ts'
import { networkBalanceInUsdOf } from './networkBalance.ts'
import type { SendActions } from './SendActions.ts'
import { createSendContext, type SendActionsDeps } from './sendContext.ts'
import { selectSendIssue } from './sendSelectors.ts'
import { createSender } from './sendTransaction.ts'
import { isNativeToken, sameToken } from './tokenAddress.ts'
import { formatTokenUnits, parseTokenAmount } from './tokenUnits.ts'
import { tokenDecimals } from './validateSend.ts'

export type { SendActionsDeps } from './sendContext.ts'

/** Our choice: a lookup per pause in typing, not per keystroke. */
const RECEIVER_LOOKUP_DELAY_MS = 300

export function createSendActions(deps: SendActionsDeps): SendActions {
  const { store } = deps
  const { dispatch, getState } = store
  const context = createSendContext(deps)
  // Later lookups win: an answer about an earlier input is dropped.
  let receiverSeq = 0
  let receiverTimer: ReturnType<typeof setTimeout> | undefined

  return {
    open(token) {
      dispatch(resetSend())
      if (token) dispatch(setSendToken(token))
      dispatch(pushView('WalletSend'))
    },

    async prepare() {
      // A send starts from the balances as they are now: the first read after opening goes past
      // the 30 s caches (a wallet funded a moment ago would have nothing to send otherwise).
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
    },

    selectToken(token) {
      dispatch(setSendToken(token))
      const { history } = getState().router
      dispatch(history.length > 1 ? popView() : replaceView('WalletSend'))
    },

    setAmount: (amount) => void dispatch(setSendTokenAmount(amount)),

    setMaxAmount() {
      const { token, gas, gasPrice } = getState().send
      if (!token) return
      const decimals = tokenDecimals(token)
      const [whole = '0', fraction = ''] = token.quantity.numeric.split('.')
      let max = parseTokenAmount(`${whole}.${fraction.slice(0, decimals)}`, decimals) ?? 0n
      // The native currency also pays the fee.
      if (isNativeToken(token) && gas && gasPrice) max -= BigInt(gas) * BigInt(gasPrice)
      dispatch(setSendTokenAmount(formatTokenUnits(max > 0n ? max : 0n, decimals)))
    },

    setReceiver(input) {
      dispatch(setReceiverAddress(input || undefined))
      const seq = ++receiverSeq
      clearTimeout(receiverTimer)
      const lookup = async () => {
        try {
          const found = await lookupReceiver(store, input, selectActiveAddress(getState()))
          if (!found || seq !== receiverSeq) return
          if (found.address && found.address !== input.trim())
            dispatch(setReceiverAddress(found.address))
          dispatch(setReceiverProfile({ name: found.name, imageUrl: found.imageUrl }))
        } catch {
          // No profile: the address alone is shown.
        }
      }
      receiverTimer = setTimeout(
        () => void lookup(),
        deps.receiverLookupDelayMs ?? RECEIVER_LOOKUP_DELAY_MS,
      )
    },

    preview() {
      if (!selectSendIssue(getState())) dispatch(pushView('WalletSendPreview'))
    },

    estimateGas: createGasEstimator(context),
    send: createSender(context),
  }
}
