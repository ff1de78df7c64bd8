/**
 * The send itself (SPEC §7 "Sends go through the wallet"): the transaction goes to the connected
 * wallet's `eth_sendTransaction`, whatever the connector. A token transfer is simulated first
 * and its answer read per the token's interface (USDT-style or ERC-20). Once the wallet has the
 * hash: 'Transaction started', back to Account, the send reset (SPEC §2, §4, §8), and the
 * balances and activity read again, now and once mined. A failure: 'Something went wrong',
 * SEND_ERROR, and the reason (a node error's SPEC §8 message) on the preview.
 */
import { errorCatalogue, isTransactionHash, noticeCatalogue, PorticoError } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { selectActiveAccount, selectActiveAccountType } from '../account/accountSlice.ts'
import { resetView } from '../../store/routerSlice.ts'
import { resetSend, setSendError, setSendLoading } from './sendSlice.ts'
import { showSnackbar } from '../../store/snackbarThunks.ts'
import { describeSendFailure } from './describeSendFailure.ts'
import type { SendContext } from './sendContext.ts'
import { sendTexts } from './sendMessages.ts'
import { selectSendIssue } from './sendSelectors.ts'
import { sendAmountUnits, withHexPrefix } from './validateSend.ts'
import { waitForReceipt } from './waitForReceipt.ts'

const DEFAULT_RECEIPT_WAIT = { pollMs: 2_000, timeoutMs: 60_000 }

export function createSender({ deps, reader, contractOf, current }: SendContext) {
  const { store, track } = deps
  const { dispatch, getState } = store

  const afterSend = async (network: CaipNetwork, hash: string) => {
    deps.refreshAccount()
    const { caipAddress } = selectActiveAccount(getState())
    const mined = await waitForReceipt(reader(network), hash, {
      ...(deps.receipt ?? DEFAULT_RECEIPT_WAIT),
      cancelled: () => selectActiveAccount(getState()).caipAddress !== caipAddress,
    })
    if (mined) deps.refreshAccount()
  }

  return async function send(): Promise<void> {
    const ready = current()
    if (!ready || ready.state.send.loading || selectSendIssue(ready.state)) return
    const { state, network, from, token } = ready
    const { sendTokenAmount = '', receiverAddress = '', gasPrice } = state.send
    const properties = {
      isSmartAccount: selectActiveAccountType(state) === 'smartAccount',
      token: token.symbol,
      amount: sendTokenAmount,
      network: network.caipNetworkId,
    }
    dispatch(setSendLoading(true))
    dispatch(setSendError(undefined))
    track('SEND_INITIATED', properties)
    try {
      const provider = deps.getProvider()
      if (!provider) throw new PorticoError(sendTexts.noWallet, { code: 'NO_WALLET' })
      const read = reader(network)
      const { buildSendTransaction, checkTransferResult } = await import(
        './buildSendTransaction.ts'
      )
      const contract = contractOf(token, network)
      // SPEC §5: a native send needs the gas price.
      const price = contract
        ? undefined
        : BigInt((gasPrice ?? (await read('eth_gasPrice', []))) as string)
      const tx = buildSendTransaction({
        from,
        receiver: withHexPrefix(receiverAddress),
        amount: sendAmountUnits(token, sendTokenAmount) ?? 0n,
        token: contract,
        gasPrice: price,
      })
      if (contract) {
        const call = { from: tx.from, to: tx.to, data: tx.data }
        checkTransferResult(contract.transferInterface, await read('eth_call', [call, 'latest']))
      }
      const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] })
      if (!isTransactionHash(hash))
        throw new PorticoError(sendTexts.invalidHash, { code: 'INVALID_TRANSACTION_HASH' })
      dispatch(
        showSnackbar({ message: noticeCatalogue.TRANSACTION_STARTED.message, variant: 'success' }),
      )
      track('SEND_SUCCESS', { ...properties, hash })
      dispatch(resetView('Account'))
      dispatch(resetSend())
      void afterSend(network, hash)
    } catch (error) {
      const failure = describeSendFailure(error)
      dispatch(setSendLoading(false))
      dispatch(setSendError(failure))
      dispatch(showSnackbar({ message: errorCatalogue.SEND_FAILED.message, variant: 'error' }))
      track('SEND_ERROR', { ...properties, code: failure.code, message: failure.message })
    }
  }
}
