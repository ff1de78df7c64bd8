/** The -32002 error sendTransaction answers when a transaction fails before it lands. */
import { RPC_ERROR, SolanaRpcError } from './solanaRpcError.ts'
import type { RpcTransactionError } from './transactionError.ts'

function describeError(err: RpcTransactionError): string {
  if (typeof err === 'string') return err
  const instruction = err.InstructionError as [number, unknown] | undefined
  if (instruction) {
    const [index, detail] = instruction
    const custom = (detail as { Custom?: number }).Custom
    const text =
      custom === undefined
        ? JSON.stringify(detail)
        : `custom program error: 0x${custom.toString(16)}`
    return `Error processing Instruction ${index}: ${text}`
  }
  return JSON.stringify(err)
}

export function preflightFailure(err: RpcTransactionError, logs: string[] = [], unitsConsumed = 0) {
  return new SolanaRpcError(
    RPC_ERROR.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${describeError(err)}`,
    { err, logs, accounts: null, unitsConsumed, returnData: null, innerInstructions: null },
  )
}
