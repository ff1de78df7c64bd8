/**
 * Calls from the smart account as one sponsored UserOperation (the first one deploys the
 * account): sent to the bundler, then the operation's receipt is awaited. The answer is the hash
 * of the transaction that included it, as eth_sendTransaction answers (a dapp waits for it with
 * eth_getTransactionReceipt); an operation that reverted is EXECUTION_REVERTED.
 */
import { createPorticoError } from '@portico/shared'
import type { Hex } from 'viem'
import {
  createSmartAccount,
  type PorticoSmartAccount,
  type SmartAccountDeps,
} from './createSmartAccount.ts'

export interface SmartAccountCall {
  to: `0x${string}`
  value?: bigint
  data?: Hex
}

/** How long a sent operation may take to be included. */
export const USER_OPERATION_TIMEOUT_MS = 60_000

export async function sendSmartAccountCalls(
  { bundler, account }: PorticoSmartAccount,
  calls: readonly SmartAccountCall[],
): Promise<{ userOpHash: Hex; transactionHash: Hex }> {
  const userOpHash = await bundler.sendUserOperation({ account, calls: [...calls] })
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: userOpHash,
    timeout: USER_OPERATION_TIMEOUT_MS,
  })
  if (!receipt.success) throw createPorticoError('EXECUTION_REVERTED')
  return { userOpHash, transactionHash: receipt.receipt.transactionHash }
}

/** The owner's calls as one sponsored operation of a smart account made for it (`deps`). */
export async function sendAsSmartAccount(
  deps: SmartAccountDeps,
  calls: readonly SmartAccountCall[],
): Promise<{ userOpHash: Hex; transactionHash: Hex }> {
  return sendSmartAccountCalls(await createSmartAccount(deps), calls)
}
