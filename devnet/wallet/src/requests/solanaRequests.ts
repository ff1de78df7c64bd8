/** Answers solana requests: accounts, message signing and transaction signing (local). */
import { z } from 'zod'
import { type SolanaAccount, signSolanaMessage } from '../accounts/solanaAccount.ts'
import { signSolanaTransaction } from '../accounts/solanaTransaction.ts'
import { parseParams } from './parseParams.ts'
import { invalidParams, unauthorizedAccount, unsupportedMethod } from './walletRpcError.ts'

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58')

export async function handleSolanaRequest(
  account: SolanaAccount,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: account.address }]
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(
        z.object({ message: base58, pubkey: base58.optional() }),
        params,
      )
      if (pubkey && pubkey !== account.address) throw unauthorizedAccount(pubkey)
      return { signature: signSolanaMessage(account, message) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parseParams(
        z.object({ transaction: z.string().min(1, 'the serialized transaction (base64)') }),
        params,
      )
      try {
        return signSolanaTransaction(account, transaction)
      } catch (error) {
        throw invalidParams((error as Error).message)
      }
    }
    default:
      throw unsupportedMethod()
  }
}
