/**
 * The swap itself, through the connected wallet's `eth_sendTransaction` whatever the connector
 * (the e-mail wallet's go through the secure frame's approval, as a send's do). An ERC-20
 * source whose allowance is short is approved first, for the exact amount (for a swap to
 * receive an exact amount, the most it may take: the quote plus the slippage) (and, when an
 * allowance already stands, set to 0 before: USDT's rule), each approve waited for until
 * mined; then the cloud builds the swap with the slippage taken from the quote the user saw,
 * the node refusing it when the price has moved further. Once the wallet has the swap's hash:
 * 'Transaction started', back to Account, the swap reset, the balances and activity read again
 * now and once mined. A failure stays on the preview with its reason.
 */
import {
  isTransactionHash,
  noticeCatalogue,
  PorticoError,
  type SwapTransaction,
} from '@portico/shared'
import { swapApi } from '../../api/swapApi.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { resetView } from '../../store/routerSlice.ts'
import { popTransactionStack } from '../../store/routerThunks.ts'
import { showSnackbar } from '../../store/snackbarThunks.ts'
import { selectActiveAddress } from '../account/accountSlice.ts'
import { refreshAccount } from '../account/accountThunks.ts'
import type { RpcRequest } from '../send/jsonRpcRequest.ts'
import { chainReader, DEFAULT_SEND_TIMING, sendTimingKey } from '../send/sendContext.ts'
import { sendTexts } from '../send/sendMessages.ts'
import { waitForReceipt } from '../send/waitForReceipt.ts'
import { describeSwapFailure } from './swapFailure.ts'
import { swapTexts } from './swapMessages.ts'
import {
  selectSwapAmountUnits,
  selectSwapExactOut,
  selectSwapIssue,
  selectSwapNeedsApproval,
  selectSwapSpendLimit,
} from './swapSelectors.ts'
import { resetSwap, selectSwap, setSwapAllowance, setSwapError, setSwapStep } from './swapSlice.ts'

const hex = (value: string | bigint) => `0x${BigInt(value).toString(16)}`

/** A built transaction as the wallet takes it. */
const walletTransaction = (tx: SwapTransaction) => ({
  from: tx.from,
  to: tx.to,
  data: tx.data,
  value: hex(tx.value),
  ...(tx.eip155.gas ? { gas: hex(tx.eip155.gas) } : {}),
})

/** Polls for the receipt until mined: true when it succeeded. */
async function minedOk(read: RpcRequest, hash: string, pollMs: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = (await read('eth_getTransactionReceipt', [hash])) as { status?: string } | null
    if (receipt) return receipt.status === '0x1'
    if (Date.now() + pollMs > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

export const executeSwap =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services, cloud }) => {
    const state = getState()
    const network = selectActiveCaipNetwork(state)
    const user = selectActiveAddress(state)
    const amount = selectSwapAmountUnits(state)
    const limit = selectSwapSpendLimit(state)
    const exactOut = selectSwapExactOut(state)
    const { sourceToken, toToken, quote, slippage, step } = selectSwap(state)
    if (step !== 'idle' || selectSwapIssue(state)) return
    if (!network || !user || !sourceToken || !toToken || !quote || !amount || !limit) return
    const core = services.get(coreKey)
    const timing = services.find(sendTimingKey) ?? DEFAULT_SEND_TIMING
    const properties = {
      network: network.caipNetworkId,
      swapFromToken: sourceToken.symbol,
      swapToToken: toToken.symbol,
      swapFromAmount: selectSwap(state).sourceTokenAmount,
    }
    dispatch(setSwapError(undefined))
    core.track('INITIATE_SWAP', properties)
    try {
      const provider = core.getProvider('eip155')
      if (!provider) throw new PorticoError(sendTexts.noWallet, { code: 'NO_WALLET' })
      const read = chainReader(core, network)
      const send = async (tx: SwapTransaction) => {
        const hash = await provider.request({
          method: 'eth_sendTransaction',
          params: [walletTransaction(tx)],
        })
        if (!isTransactionHash(hash))
          throw new PorticoError(sendTexts.invalidHash, { code: 'INVALID_TRANSACTION_HASH' })
        return hash
      }
      const pair = { userAddress: user, from: sourceToken.address, to: toToken.address }
      if (selectSwapNeedsApproval(state)) {
        dispatch(setSwapStep('approving'))
        const approve = await dispatch(
          swapApi.endpoints.buildSwapApprove.initiate({ ...pair, amount: limit.toString() }),
        ).unwrap()
        for (const tx of [approve.reset, approve.tx]) {
          if (!tx) continue
          const mined = await minedOk(
            read,
            await send(tx),
            timing.receipt.pollMs,
            timing.receipt.timeoutMs,
          )
          if (!mined) throw new PorticoError(swapTexts.approveFailed, { code: 'APPROVE_FAILED' })
        }
        dispatch(setSwapAllowance(approve.amount))
      }
      dispatch(setSwapStep('swapping'))
      const built = await dispatch(
        swapApi.endpoints.buildSwapTransaction.initiate({
          ...pair,
          amount: amount.toString(),
          slippage,
          projectId: cloud?.projectId ?? state.options.projectId,
          toAmount: quote.toAmount,
          ...(exactOut ? { exactOut } : {}),
        }),
      ).unwrap()
      const hash = await send(built.tx)
      dispatch(
        showSnackbar({ message: noticeCatalogue.TRANSACTION_STARTED.message, variant: 'success' }),
      )
      core.track('SWAP_SUCCESS', { ...properties, hash })
      if (getState().router.transactionStack.length > 0) dispatch(popTransactionStack())
      else dispatch(resetView('Account'))
      dispatch(resetSwap())
      dispatch(refreshAccount())
      void waitForReceipt(read, hash, timing.receipt).then((ok) => {
        if (ok) dispatch(refreshAccount())
      })
    } catch (error) {
      const failure = describeSwapFailure(error)
      dispatch(setSwapStep('idle'))
      dispatch(setSwapError(failure))
      dispatch(showSnackbar({ message: failure.message, variant: 'error' }))
      core.track('SWAP_ERROR', { ...properties, code: failure.code, message: failure.message })
    }
  }
