/**
 * What a Solana send costs the sender besides the amount, for the preview and the balance
 * check: the network fee the cluster quotes for the built message (getFeeForMessage), and the
 * rent-exempt deposit of the receiver's token account when the send creates it.
 */
import { createPorticoError } from '@portico/shared'
import type { Connection, VersionedMessage } from '@solana/web3.js'

/** Bytes of an SPL token account (the rent of a new associated token account is for these). */
export const TOKEN_ACCOUNT_SIZE = 165

export interface SolanaSendCost {
  /** The network fee, in lamports. */
  feeLamports: bigint
  /** The rent-exempt deposit of an account the send creates, in lamports (0 when none). */
  rentLamports: bigint
}

export async function readSolanaSendCost(
  connection: Connection,
  message: VersionedMessage,
  createsTokenAccount: boolean,
): Promise<SolanaSendCost> {
  const [fee, rent] = await Promise.all([
    connection.getFeeForMessage(message),
    createsTokenAccount
      ? connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE)
      : Promise.resolve(0),
  ])
  // null: the cluster no longer knows the message's blockhash; build again.
  if (fee.value === null)
    throw createPorticoError('SOLANA_SEND_FAILED', {
      details: 'The cluster could not quote the fee (the blockhash expired)',
    })
  return { feeLamports: BigInt(fee.value), rentLamports: BigInt(rent) }
}

/** The minimum a system account must hold to exist (rent-exempt with no data). */
export async function readRentExemptMinimum(connection: Connection): Promise<bigint> {
  return BigInt(await connection.getMinimumBalanceForRentExemption(0))
}
