/**
 * The network fee of the send as it stands (eth_estimateGas × eth_gasPrice), in wei and in USD
 * at the native currency's price: what the gas check (SPEC §5) and the preview read. Until the
 * receiver and amount are valid, a transfer to oneself of what can be sent stands in. The
 * latest estimate wins: an answer to an older one, or to a send reset meanwhile, is dropped.
 */
import { isEvmAddress } from '@portico/shared'
import { nanoid } from '@reduxjs/toolkit'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectActiveAccount } from '../account/accountSlice.ts'
import { describeSendFailure } from './describeSendFailure.ts'
import { nativePriceOf } from './networkBalance.ts'
import { chainReader, contractOf, currentSend } from './sendContext.ts'
import { gasEstimateStarted, setGasEstimate, setSendError } from './sendSlice.ts'
import { sameToken } from './tokenAddress.ts'
import { formatTokenUnits } from './tokenUnits.ts'
import { sendAmountUnits, withHexPrefix } from './validateSend.ts'

export const estimateSendGas =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const send = currentSend(getState())
    if (!send) return
    const { state, network, from, token } = send
    const id = nanoid()
    dispatch(gasEstimateStarted(id))
    const receiver = state.send.receiverAddress?.trim() ?? ''
    const units = sendAmountUnits(token, state.send.sendTokenAmount ?? '') ?? 0n
    const balance = sendAmountUnits(token, token.quantity.numeric)
    const moot = () =>
      getState().send.gasEstimateId !== id || !sameToken(getState().send.token, token)
    try {
      const { buildSendTransaction } = await import('./buildSendTransaction.ts')
      const tx = buildSendTransaction({
        from,
        receiver: isEvmAddress(receiver) ? withHexPrefix(receiver) : from,
        amount: balance !== undefined && units > balance ? 0n : units,
        token: contractOf(token, network),
      })
      const read = chainReader(services.get(coreKey), network)
      const [gasHex, priceHex] = await Promise.all([
        read('eth_estimateGas', [{ from: tx.from, to: tx.to, value: tx.value, data: tx.data }]),
        read('eth_gasPrice', []),
      ])
      if (moot()) return
      const gas = BigInt(gasHex as string)
      const gasPrice = BigInt(priceHex as string)
      const { tokenBalances } = getState().send
      // Before prepareSend has copied the balances, the account's own list has the price.
      const price = nativePriceOf(
        tokenBalances.length ? tokenBalances : selectActiveAccount(getState()).tokenBalance,
      )
      const fee = Number(formatTokenUnits(gas * gasPrice, network.nativeCurrency.decimals))
      dispatch(
        setGasEstimate({
          gas: gas.toString(),
          gasPrice: gasPrice.toString(),
          gasPriceInUSD: price === undefined ? undefined : fee * price,
        }),
      )
      dispatch(setSendError(undefined))
    } catch (error) {
      if (moot()) return
      dispatch(setGasEstimate({}))
      dispatch(setSendError(describeSendFailure(error)))
    }
  }
