/**
 * Waits until a sent transaction is mined (eth_getTransactionReceipt), so the balances can be
 * read again once they have changed: a wallet answers with the hash before the block.
 */
import type { RpcRequest } from './jsonRpcRequest.ts'

export interface WaitForReceiptOptions {
  pollMs: number
  timeoutMs: number
  /** Stops waiting early (the account changed). */
  cancelled?(): boolean
}

/** True once mined; false on timeout, cancellation or a node that cannot say. */
export async function waitForReceipt(
  read: RpcRequest,
  hash: string,
  { pollMs, timeoutMs, cancelled }: WaitForReceiptOptions,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!cancelled?.()) {
    try {
      if (await read('eth_getTransactionReceipt', [hash])) return true
    } catch {
      return false
    }
    if (Date.now() + pollMs > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return false
}
