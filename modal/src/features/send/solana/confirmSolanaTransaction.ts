/**
 * Waits for a sent Solana transaction to be confirmed: its signature's status is read until the
 * cluster says `confirmed` (or `finalized`), the transaction failed, the blockhash it was built
 * on expired (it can never land then), the wait is over, or the caller lost interest. Status
 * reads over HTTP, as every cluster answers them (no websocket subscription needed).
 */
import type { Connection } from '@solana/web3.js'

export type SolanaConfirmation = 'confirmed' | 'failed' | 'expired' | 'timeout' | 'cancelled'

export interface ConfirmSolanaOptions {
  pollMs: number
  timeoutMs: number
  /** The block height after which the transaction's blockhash is no longer valid. */
  lastValidBlockHeight?: number
  cancelled?(): boolean
}

export async function confirmSolanaTransaction(
  connection: Pick<Connection, 'getSignatureStatuses' | 'getBlockHeight'>,
  signature: string,
  { pollMs, timeoutMs, lastValidBlockHeight, cancelled = () => false }: ConfirmSolanaOptions,
): Promise<SolanaConfirmation> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (cancelled()) return 'cancelled'
    try {
      const [status] = (await connection.getSignatureStatuses([signature])).value
      if (status?.err) return 'failed'
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
        return 'confirmed'
      if (
        !status &&
        lastValidBlockHeight !== undefined &&
        (await connection.getBlockHeight()) > lastValidBlockHeight
      )
        return 'expired'
    } catch {
      // A read that failed is tried again on the next round.
    }
    if (Date.now() >= deadline) return 'timeout'
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
