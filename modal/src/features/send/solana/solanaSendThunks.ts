/**
 * The Solana send as the views ask for it (SPEC §5, §7, §8), beside the EVM one
 * (../sendThunks.ts), sharing its form (token, amount, receiver in the send slice) and its
 * token list (prepareSend). What differs: the quote (quoteSolanaSend: the sender's SOL, the
 * receiver's account, the rent-exempt minimum and the built transaction's fee and rent, for the
 * rules of chains/solana/validateSolanaSend.ts), Max (SOL less that cost), and the send: the
 * transaction built by chains/solana/buildSolanaTransfer.ts (creating the receiver's token
 * account when missing), signed and sent by the connected wallet's provider (Wallet Standard,
 * the e-mail wallet's frame or WalletConnect). Once the wallet has sent it: 'Transaction
 * started', back to Account, the send reset; the balances and activity are read again now and
 * once the cluster confirms it. A failure: SPEC §8's 'Failed to send transaction. Please try
 * again.', SEND_ERROR, and the reason on the preview, which stays.
 */
import { errorCatalogue, noticeCatalogue } from '@portico/shared'
import { nanoid } from '@reduxjs/toolkit'
import { PublicKey } from '@solana/web3.js'
import { buildSolanaTransfer } from '../../../chains/solana/buildSolanaTransfer.ts'
import { readRentExemptMinimum, readSolanaSendCost } from '../../../chains/solana/solanaFee.ts'
import {
  isNativeSol,
  parseSolanaAddress,
  solanaSendInputError,
} from '../../../chains/solana/validateSolanaSend.ts'
import { coreKey } from '../../../store/coreServices.ts'
import type { AppThunk, RootState } from '../../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../../store/networkSlice.ts'
import { pushView, resetView } from '../../../store/routerSlice.ts'
import { popTransactionStack, pushTransactionStack } from '../../../store/routerThunks.ts'
import { showSnackbar } from '../../../store/snackbarThunks.ts'
import { selectActiveAccount } from '../../account/accountSlice.ts'
import { refreshAccount } from '../../account/accountThunks.ts'
import { resetSend, setSendError, setSendLoading, setSendTokenAmount } from '../sendSlice.ts'
import { formatTokenUnits, parseTokenAmount } from '../tokenUnits.ts'
import { tokenDecimals } from '../validateSend.ts'
import { confirmSolanaTransaction } from './confirmSolanaTransaction.ts'
import { describeSolanaSendFailure } from './describeSolanaSendFailure.ts'
import {
  currentSolanaSend,
  DEFAULT_SOLANA_SEND_TIMING,
  mintOf,
  solanaConnectionOf,
  solanaProviderOf,
  solanaSendTimingKey,
} from './solanaSendContext.ts'
import { selectSolanaSendCostLamports, selectSolanaSendIssue } from './solanaSendSelectors.ts'
import {
  selectSolanaSend,
  solanaQuoteFailed,
  solanaQuoteReceived,
  solanaQuoteStarted,
} from './solanaSendSlice.ts'

/** The amount typed in base units, when it is one a transfer can carry. */
function amountUnits(amount: string | undefined, decimals: number): bigint | undefined {
  const units = parseTokenAmount((amount ?? '').trim(), decimals)
  return units !== undefined && units > 0n && units < 2n ** 64n ? units : undefined
}

/**
 * Reads what the rules need: the sender's SOL, the rent-exempt minimum, the receiver's
 * lamports (when it is an address) and the cost of the send as it stands. Until the receiver
 * and amount are valid, a transfer of one unit to oneself stands in (a token account the send
 * would create shows once the receiver is known). The latest quote wins.
 */
export const quoteSolanaSend =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const send = currentSolanaSend(getState())
    if (!send) return
    const { state, network, from, token } = send
    const id = nanoid()
    dispatch(solanaQuoteStarted(id))
    const receiverText = state.send.receiverAddress?.trim() ?? ''
    const receiver = parseSolanaAddress(receiverText)
    const amount = amountUnits(state.send.sendTokenAmount, tokenDecimals(token)) ?? 1n
    const moot = () => selectSolanaSend(getState()).quoteId !== id
    try {
      const connection = solanaConnectionOf(services.get(coreKey), network)
      const [built, solLamports, rentExemptMinimum, receiverLamports] = await Promise.all([
        buildSolanaTransfer({
          connection,
          from,
          to: receiver?.toBase58() ?? from,
          amount,
          mint: mintOf(token),
        }),
        connection.getBalance(new PublicKey(from)),
        readRentExemptMinimum(connection),
        receiver ? connection.getBalance(receiver) : Promise.resolve(undefined),
      ])
      const cost = await readSolanaSendCost(
        connection,
        built.transaction.message,
        built.createsTokenAccount,
      )
      if (moot()) return
      dispatch(
        solanaQuoteReceived({
          solLamports: String(solLamports),
          rentExemptMinimum: rentExemptMinimum.toString(),
          feeLamports: cost.feeLamports.toString(),
          rentLamports: cost.rentLamports.toString(),
          ...(receiver && receiverLamports !== undefined
            ? { receiverOf: receiverText, receiverLamports: String(receiverLamports) }
            : {}),
        }),
      )
      dispatch(setSendError(undefined))
    } catch (error) {
      if (moot()) return
      dispatch(solanaQuoteFailed())
      dispatch(setSendError(describeSolanaSendFailure(error)))
    }
  }

/** The whole balance; for SOL, less the quoted fee (and rent) of the send. */
export const setMaxSolanaAmount = (): AppThunk => (dispatch, getState) => {
  const { token } = getState().send
  if (!token) return
  const decimals = tokenDecimals(token)
  const [whole = '0', fraction = ''] = token.quantity.numeric.split('.')
  let max = parseTokenAmount(`${whole}.${fraction.slice(0, decimals)}`, decimals) ?? 0n
  if (isNativeSol(token)) max -= selectSolanaSendCostLamports(getState()) ?? 0n
  dispatch(setSendTokenAmount(formatTokenUnits(max > 0n ? max : 0n, decimals)))
}

/**
 * To WalletSendPreview, once the form is valid (as the EVM send: a transaction stack entry, so
 * that a started send returns to Account and a cancelled one to the form). A form without a
 * valid amount or receiver gets SPEC §5's 'Please enter a valid amount and receiver address'.
 */
export const previewSolanaSend = (): AppThunk => (dispatch, getState) => {
  const issue = selectSolanaSendIssue(getState())
  const invalid = solanaSendInputError(issue)
  if (invalid) {
    dispatch(setSendError({ code: invalid.code, message: invalid.shortMessage }))
    return
  }
  if (issue) return
  dispatch(setSendError(undefined))
  if (getState().router.transactionStack.length === 0)
    dispatch(pushTransactionStack({ view: 'Account' }))
  dispatch(pushView('WalletSendPreview'))
}

/** Reads the account again now and once the cluster confirms the transaction. */
const refreshAfterSolanaSend =
  (signature: string, lastValidBlockHeight: number): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    dispatch(refreshAccount())
    const network = currentNetwork(getState())
    if (!network) return
    const { caipAddress } = selectActiveAccount(getState())
    const timing = services.find(solanaSendTimingKey) ?? DEFAULT_SOLANA_SEND_TIMING
    const outcome = await confirmSolanaTransaction(
      solanaConnectionOf(services.get(coreKey), network),
      signature,
      {
        ...timing.confirm,
        lastValidBlockHeight,
        cancelled: () => selectActiveAccount(getState()).caipAddress !== caipAddress,
      },
    )
    if (outcome === 'confirmed' || outcome === 'failed') dispatch(refreshAccount())
  }

const currentNetwork = (state: RootState) => {
  const network = selectActiveCaipNetwork(state)
  return network?.chainNamespace === 'solana' ? network : undefined
}

/** Builds the transfer, has the wallet sign and send it; back to Account once it is sent. */
export const sendSolanaTransaction =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const ready = currentSolanaSend(getState())
    if (!ready || ready.state.send.loading) return
    const core = services.get(coreKey)
    const { state, network, from, token } = ready
    const { sendTokenAmount = '', receiverAddress = '' } = state.send
    const properties = {
      isSmartAccount: false,
      token: token.symbol,
      amount: sendTokenAmount,
      network: network.caipNetworkId,
    }
    const issue = selectSolanaSendIssue(state)
    const invalid = solanaSendInputError(issue)
    if (invalid) {
      dispatch(setSendError({ code: invalid.code, message: invalid.shortMessage }))
      return
    }
    if (issue) return
    dispatch(setSendLoading(true))
    dispatch(setSendError(undefined))
    core.track('SEND_INITIATED', properties)
    try {
      const provider = solanaProviderOf(core)
      const built = await buildSolanaTransfer({
        connection: solanaConnectionOf(core, network),
        from,
        to: receiverAddress.trim(),
        amount: amountUnits(sendTokenAmount, tokenDecimals(token)) ?? 0n,
        mint: mintOf(token),
      })
      const signature = await provider.signAndSendTransaction(built.transaction)
      dispatch(
        showSnackbar({ message: noticeCatalogue.TRANSACTION_STARTED.message, variant: 'success' }),
      )
      core.track('SEND_SUCCESS', { ...properties, hash: signature })
      // SPEC §2: once started, back to Account (the stack's entry does it).
      if (getState().router.transactionStack.length > 0) dispatch(popTransactionStack())
      else dispatch(resetView('Account'))
      dispatch(resetSend())
      void dispatch(refreshAfterSolanaSend(signature, built.lastValidBlockHeight))
    } catch (error) {
      const failure = describeSolanaSendFailure(error)
      dispatch(setSendLoading(false))
      dispatch(setSendError(failure))
      dispatch(
        showSnackbar({ message: errorCatalogue.SOLANA_SEND_FAILED.message, variant: 'error' }),
      )
      core.track('SEND_ERROR', { ...properties, code: failure.code, message: failure.message })
    }
  }
