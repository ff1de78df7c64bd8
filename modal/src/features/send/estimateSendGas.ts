/**
 * The network fee of the send as it stands (eth_estimateGas × eth_gasPrice), in wei and in USD
 * at the native currency's price: what the gas check (SPEC §5) and the preview read. Until the
 * receiver and amount are valid, a transfer to oneself of what can be sent stands in.
 */
import { isEvmAddress } from '@portico/shared'
import { selectActiveAccount } from '../account/accountSlice.ts'
import { setGasEstimate, setSendError } from './sendSlice.ts'
import { describeSendFailure } from './describeSendFailure.ts'
import { nativePriceOf } from './networkBalance.ts'
import type { SendContext } from './sendContext.ts'
import { sameToken } from './tokenAddress.ts'
import { formatTokenUnits } from './tokenUnits.ts'
import { sendAmountUnits, withHexPrefix } from './validateSend.ts'

export function createGasEstimator({ deps, reader, contractOf, current }: SendContext) {
  const { dispatch, getState } = deps.store
  // Later estimates win: an answer to an older one is dropped.
  let latest = 0

  return async function estimateGas(): Promise<void> {
    const send = current()
    if (!send) return
    const { state, network, from, token } = send
    const seq = ++latest
    const receiver = state.send.receiverAddress?.trim() ?? ''
    const units = sendAmountUnits(token, state.send.sendTokenAmount ?? '') ?? 0n
    const balance = sendAmountUnits(token, token.quantity.numeric)
    // A newer estimate, or a send that finished (and reset) meanwhile, makes this one moot.
    const moot = () => seq !== latest || !sameToken(getState().send.token, token)
    try {
      const { buildSendTransaction } = await import('./buildSendTransaction.ts')
      const tx = buildSendTransaction({
        from,
        receiver: isEvmAddress(receiver) ? withHexPrefix(receiver) : from,
        amount: balance !== undefined && units > balance ? 0n : units,
        token: contractOf(token, network),
      })
      const read = reader(network)
      const [gasHex, priceHex] = await Promise.all([
        read('eth_estimateGas', [{ from: tx.from, to: tx.to, value: tx.value, data: tx.data }]),
        read('eth_gasPrice', []),
      ])
      if (moot()) return
      const gas = BigInt(gasHex as string)
      const gasPrice = BigInt(priceHex as string)
      const { tokenBalances } = getState().send
      // Before prepare() has copied the balances, the account's own list has the price.
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
}
