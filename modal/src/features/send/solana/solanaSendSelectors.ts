/** The Solana send form's verdict (SPEC §5), read by the Solana send views and thunks alike. */
import {
  getSolanaSendIssue,
  type SolanaSendIssue,
} from '../../../chains/solana/validateSolanaSend.ts'
import type { RootState } from '../../../store/createPorticoStore.ts'
import { selectSolanaSend } from './solanaSendSlice.ts'

const lamports = (text: string | undefined) => (text === undefined ? undefined : BigInt(text))

/** The first rule the Solana send breaks, or undefined when it may go to preview. */
export function selectSolanaSendIssue(state: RootState): SolanaSendIssue | undefined {
  const solana = selectSolanaSend(state)
  const { token, sendTokenAmount, receiverAddress } = state.send
  const receiverKnown = solana.receiverOf === receiverAddress?.trim()
  const cost =
    solana.feeLamports !== undefined && solana.rentLamports !== undefined
      ? { feeLamports: BigInt(solana.feeLamports), rentLamports: BigInt(solana.rentLamports) }
      : undefined
  return getSolanaSendIssue({
    token,
    sendTokenAmount,
    receiverAddress,
    solLamports: lamports(solana.solLamports),
    cost,
    receiverLamports: receiverKnown ? lamports(solana.receiverLamports) : undefined,
    rentExemptMinimum: lamports(solana.rentExemptMinimum),
  })
}

/** What the send costs besides the amount (fee and a new token account's rent), when quoted. */
export function selectSolanaSendCostLamports(state: RootState): bigint | undefined {
  const { feeLamports, rentLamports } = selectSolanaSend(state)
  return feeLamports === undefined || rentLamports === undefined
    ? undefined
    : BigInt(feeLamports) + BigInt(rentLamports)
}
