/**
 * The bridge to litesvm: a web3.js transaction in the shape the SVM takes, and what the SVM
 * reports back (error, logs, units, return data, inner instructions) in the RPC's terms.
 */
import { base58 } from '@scure/base'
import { VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm'
import { RPC_ERROR, SolanaRpcError } from './solanaRpcError.ts'
import { toRpcTransactionError } from './transactionError.ts'

type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0]

export function deserializeTransaction(wire: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(wire)
  } catch (cause) {
    throw new SolanaRpcError(
      RPC_ERROR.invalidParams,
      `invalid transaction: failed to deserialize VersionedTransaction: ${String(cause)}`,
    )
  }
}

export function toSvmTransaction(tx: VersionedTransaction): SvmTransaction {
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  const signatures = Object.fromEntries(signers.map((key, i) => [key.toBase58(), tx.signatures[i]]))
  return { messageBytes: tx.message.serialize(), signatures } as unknown as SvmTransaction
}

export function svmOutcome(result: TransactionMetadata | FailedTransactionMetadata) {
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed ? result.meta() : result
  const returned = meta.returnData()
  return {
    err: failed ? toRpcTransactionError(result.err()) : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData:
      returned.data().length > 0
        ? {
            programId: base58.encode(returned.programId()),
            data: [Buffer.from(returned.data()).toString('base64'), 'base64'] as [string, 'base64'],
          }
        : null,
    innerInstructions: meta.innerInstructions().map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction()
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: ix.data(),
          stackHeight: inner.stackHeight(),
        }
      }),
    })),
  }
}
