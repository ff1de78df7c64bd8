/** An account of the SVM as plain values, or null when it does not exist. */
import type { LiteSVM } from 'litesvm'

export interface RawAccount {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

export function readAccount(svm: LiteSVM, address: string): RawAccount | null {
  const account = svm.getAccount(address as Parameters<LiteSVM['getAccount']>[0])
  if (!account.exists) return null
  return {
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    data: account.data,
    executable: account.executable,
  }
}
