/**
 * The Solana send's transaction, ready for the wallet to sign: a SOL transfer (System
 * program), or an SPL token `transferChecked` from the sender's associated token account to
 * the receiver's, creating the receiver's first (idempotent, paid by the sender) when it does
 * not exist yet. The token program (Token or Token-2022) and the decimals are read from the
 * mint. Built on the cluster's latest blockhash; a legacy message by default, which every
 * wallet signs (`version: 0` for wallets that take versioned transactions).
 * Only Solana code imports this file: it loads with the Solana adapter, never on first click.
 */
import { createPorticoError } from '@portico/shared'
import {
  type Connection,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  createTransferChecked,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './splTokenInstructions.ts'

export interface SolanaTransferInput {
  connection: Connection
  /** The sender (fee payer and signer), base58. */
  from: string
  /** The receiver's wallet address (for a token: the owner, not a token account), base58. */
  to: string
  /** Base units: lamports, or the token's smallest unit. */
  amount: bigint
  /** The SPL mint to send; SOL when absent. */
  mint?: string
  version?: 'legacy' | 0
}

export interface SolanaTransfer {
  transaction: VersionedTransaction
  /** Valid until the cluster passes this block height (for confirmation). */
  lastValidBlockHeight: number
  /** The receiver's token account is created by this transaction (the sender pays its rent). */
  createsTokenAccount: boolean
  /** The mint's decimals (SPL) or 9 (SOL). */
  decimals: number
}

function publicKeyOf(text: string, field: string): PublicKey {
  try {
    const key = new PublicKey(text)
    if (key.toBase58() === text) return key
  } catch {}
  throw createPorticoError('SOLANA_SEND_INVALID', { details: `${field} is not a Solana address` })
}

/** The mint's program and decimals, as the cluster parses the mint account. */
async function readMint(connection: Connection, mint: PublicKey) {
  const { value } = await connection.getParsedAccountInfo(mint)
  const data = value?.data
  const program = value?.owner
  const parsed =
    data && 'parsed' in data
      ? (data.parsed as { type?: string; info?: { decimals?: unknown } })
      : null
  const isTokenProgram = program?.equals(TOKEN_PROGRAM_ID) || program?.equals(TOKEN_2022_PROGRAM_ID)
  if (
    !program ||
    !isTokenProgram ||
    parsed?.type !== 'mint' ||
    typeof parsed.info?.decimals !== 'number'
  )
    throw createPorticoError('SOLANA_SEND_INVALID', {
      details: `${mint.toBase58()} is not a token mint`,
    })
  return { program, decimals: parsed.info.decimals }
}

export async function buildSolanaTransfer(input: SolanaTransferInput): Promise<SolanaTransfer> {
  const { connection, amount } = input
  const from = publicKeyOf(input.from, 'The sender')
  const to = publicKeyOf(input.to, 'The receiver')
  if (amount <= 0n || amount >= 2n ** 64n)
    throw createPorticoError('SOLANA_SEND_INVALID', { details: 'The amount is out of range' })
  const instructions: TransactionInstruction[] = []
  let createsTokenAccount = false
  let decimals = 9
  if (input.mint === undefined) {
    instructions.push(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount }))
  } else {
    const mint = publicKeyOf(input.mint, 'The token')
    const token = await readMint(connection, mint)
    decimals = token.decimals
    const destination = associatedTokenAddress(to, mint, token.program)
    createsTokenAccount = (await connection.getAccountInfo(destination)) === null
    if (createsTokenAccount)
      instructions.push(createAssociatedTokenAccountIdempotent(from, to, mint, token.program))
    instructions.push(
      createTransferChecked({
        source: associatedTokenAddress(from, mint, token.program),
        mint,
        destination,
        owner: from,
        amount,
        decimals,
        tokenProgram: token.program,
      }),
    )
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions,
  })
  const compiled =
    input.version === 0 ? message.compileToV0Message() : message.compileToLegacyMessage()
  return {
    transaction: new VersionedTransaction(compiled),
    lastValidBlockHeight,
    createsTokenAccount,
    decimals,
  }
}
