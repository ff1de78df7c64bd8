/** The send form's verdicts, read by the send views and the send actions alike. */

import type { RootState } from '../../store/createPorticoStore.ts'
import { selectActiveAccountType } from '../account/accountSlice.ts'
import { isInsufficientGas } from './isInsufficientGas.ts'
import { getSendIssue, type SendIssue } from './validateSend.ts'

export const selectInsufficientGas = (state: RootState): boolean =>
  isInsufficientGas({
    accountType: selectActiveAccountType(state),
    networkBalanceInUSD: state.send.networkBalanceInUSD,
    gasPriceInUSD: state.send.gasPriceInUSD,
  })

/** The first rule the send breaks, or undefined when it may go to preview. */
export const selectSendIssue = (state: RootState): SendIssue | undefined =>
  getSendIssue({ ...state.send, insufficientGas: selectInsufficientGas(state) })
