/**
 * The Solana sign methods with the user's ed25519 key, in the shapes existing embedded-wallet
 * clients expect: solana_signMessage {message, pubkey} → {signature}; solana_signTransaction
 * {transaction} → {transaction}; solana_signAllTransactions {transactions} → {transactions}
 * (all base58).
 */
import { base58 } from '@scure/base'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { parseInput } from '../http/parseInput.ts'
import { signWithSolanaKey } from '../keys/solanaKeys.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import {
  solanaSignAllTransactionsParams,
  solanaSignMessageParams,
  solanaSignTransactionParams,
} from './rpcParams.ts'
import { SolanaTransactionError, signSolanaTransaction } from './signSolanaTransaction.ts'
import { withSolanaSeed } from './userSigners.ts'

export function solanaSignMessage(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  params: unknown,
): { signature: string } {
  const { message, pubkey } = parseInput(solanaSignMessageParams, params)
  if (pubkey !== auth.user.solana_address) throw apiError('ADDRESS_MISMATCH')
  const bytes = base58.decode(message)
  return {
    signature: base58.encode(
      withSolanaSeed(ctx, auth.user, (seed) => signWithSolanaKey(seed, bytes)),
    ),
  }
}

function signOne(ctx: FrameContext, auth: AuthenticatedSession, transaction: string): string {
  try {
    const signed = withSolanaSeed(ctx, auth.user, (seed) =>
      signSolanaTransaction(base58.decode(transaction), auth.user.solana_address, (message) =>
        signWithSolanaKey(seed, message),
      ),
    )
    return base58.encode(signed)
  } catch (cause) {
    if (cause instanceof SolanaTransactionError)
      throw apiError('SCHEMA_INVALID_INPUT', { message: `params: ${cause.message}`, cause })
    throw cause
  }
}

export function solanaSignTransaction(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  params: unknown,
): { transaction: string } {
  const { transaction } = parseInput(solanaSignTransactionParams, params)
  return { transaction: signOne(ctx, auth, transaction) }
}

export function solanaSignAllTransactions(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  params: unknown,
): { transactions: string[] } {
  const { transactions } = parseInput(solanaSignAllTransactionsParams, params)
  return { transactions: transactions.map((transaction) => signOne(ctx, auth, transaction)) }
}
