/**
 * The send itself (SPEC §7 "Sends go through the wallet"): the transaction goes to the connected
 * wallet's `eth_sendTransaction`, whatever the connector. A token transfer is simulated first
 * and its answer read per the token's interface (USDT-style or ERC-20). Once the wallet has the
 * hash: 'Transaction started', and the transaction stack's entry (pushed when the preview
 * opened, sendThunks.ts) pops: back to Account, the send reset (SPEC §2, §4, §8); the balances
 * and activity are read again, now and once mined. A failure: 'Something went wrong',
 * SEND_ERROR, and the reason (a node error's SPEC §8 message) on the preview, which stays.
 */
import { errorCatalogue, isTransactionHash, noticeCatalogue, PorticoError } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { resetView } from '../../store/routerSlice.ts'
import { popTransactionStack } from '../../store/routerThunks.ts'
import { showSnackbar } from '../../store/snackbarThunks.ts'
import { selectActiveAccount, selectActiveAccountType } from '../account/accountSlice.ts'
import { refreshAccount } from '../account/accountThunks.ts'
import { describeSendFailure } from './describeSendFailure.ts'
import {
  chainReader,
  contractOf,
  currentSend,
  DEFAULT_SEND_TIMING,
  sendTimingKey,
} from './sendContext.ts'
import { sendTexts } from './sendMessages.ts'
import { selectSendIssue } from './sendSelectors.ts'
import { resetSend, setSendError, setSendLoading } from './sendSlice.ts'
import { sendAmountUnits, withHexPrefix } from './validateSend.ts'
import { waitForReceipt } from './waitForReceipt.ts'

/** Reads the account again now and once the transaction is mined. */
const refreshAfterSend =
  (network: CaipNetwork, hash: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    dispatch(refreshAccount())
    const { caipAddress } = selectActiveAccount(getState())
    const timing = services.find(sendTimingKey) ?? DEFAULT_SEND_TIMING
    const mined = await waitForReceipt(chainReader(services.get(coreKey), network), hash, {
      ...timing.receipt,
      cancelled: () => selectActiveAccount(getState()).caipAddress !== caipAddress,
    })
    if (mined) dispatch(refreshAccount())
  }

/** Sends through the connected wallet; back to Account once it has the hash. */
export const sendTransaction =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const ready = currentSend(getState())
    if (!ready || ready.state.send.loading || selectSendIssue(ready.state)) return
    const core = services.get(coreKey)
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
    core.track('SEND_INITIATED', properties)
    try {
      const provider = core.getProvider('eip155')
      if (!provider) throw new PorticoError(sendTexts.noWallet, { code: 'NO_WALLET' })
      const read = chainReader(core, network)
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
      core.track('SEND_SUCCESS', { ...properties, hash })
      // SPEC §2: once started, back to Account. The stack's entry does it; without one (a send
      // not started from the preview) the same happens here.
      if (getState().router.transactionStack.length > 0) dispatch(popTransactionStack())
      else dispatch(resetView('Account'))
      dispatch(resetSend())
      void dispatch(refreshAfterSend(network, hash))
    } catch (error) {
      const failure = describeSendFailure(error)
      dispatch(setSendLoading(false))
      dispatch(setSendError(failure))
      dispatch(showSnackbar({ message: errorCatalogue.SEND_FAILED.message, variant: 'error' }))
      core.track('SEND_ERROR', { ...properties, code: failure.code, message: failure.message })
    }
  }
