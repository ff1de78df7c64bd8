/**
 * Every transaction that landed on the cluster, by signature and by the addresses it touched:
 * what getSignatureStatuses, getSignaturesForAddress and getTransaction answer from.
 */
import type { VersionedTransaction } from '@solana/web3.js'
import type { CompiledInstructionJson } from './parseInstruction.ts'
import type { UiTokenAmount } from './tokenAmount.ts'
import type { RpcTransactionError } from './transactionError.ts'

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export interface TransactionRecord {
  signature: string
  slot: number
  blockTime: number
  transaction: VersionedTransaction
  accountKeys: string[]
  memo: string | null
  meta: {
    err: RpcTransactionError | null
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances: TokenBalance[]
    postTokenBalances: TokenBalance[]
    logMessages: string[]
    innerInstructions: { index: number; instructions: CompiledInstructionJson[] }[]
    computeUnitsConsumed: number
  }
}

export interface TransactionHistory {
  add(record: TransactionRecord): void
  get(signature: string): TransactionRecord | undefined
  /** Signatures that touched `address`, newest first. */
  forAddress(address: string): TransactionRecord[]
  readonly count: number
}

export function createTransactionHistory(): TransactionHistory {
  const bySignature = new Map<string, TransactionRecord>()
  const byAddress = new Map<string, TransactionRecord[]>()
  return {
    add(record) {
      bySignature.set(record.signature, record)
      for (const key of new Set(record.accountKeys)) {
        const list = byAddress.get(key) ?? []
        list.push(record)
        byAddress.set(key, list)
      }
    },
    get: (signature) => bySignature.get(signature),
    forAddress: (address) => [...(byAddress.get(address) ?? [])].reverse(),
    get count() {
      return bySignature.size
    },
  }
}
