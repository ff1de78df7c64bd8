/**
 * The two SPL instructions a token send needs, encoded with @solana/web3.js alone: the
 * receiver's associated token account (ATA program `CreateIdempotent`, instruction 1) and
 * `TransferChecked` (Token program instruction 12: amount u64 little-endian, then decimals).
 * @solana/spl-token builds the same bytes, but its browser build reads a global `Buffer` the
 * host page would have to provide; its decoders check these encodings in the tests.
 */
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
)

const CREATE_IDEMPOTENT = 1
const TRANSFER_CHECKED = 12

/** Instruction data as web3.js types it (its own Buffer is a Uint8Array; it reads no more). */
const instructionData = (bytes: Uint8Array) => bytes as Buffer

/** The owner's associated token account of `mint` under `tokenProgram`. */
export function associatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey = TOKEN_PROGRAM_ID,
): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )
  return address
}

/** Creates `owner`'s token account of `mint`, paid by `payer`; does nothing when it exists. */
export function createAssociatedTokenAccountIdempotent(
  payer: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey = TOKEN_PROGRAM_ID,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      {
        pubkey: associatedTokenAddress(owner, mint, tokenProgram),
        isSigner: false,
        isWritable: true,
      },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: instructionData(Uint8Array.of(CREATE_IDEMPOTENT)),
  })
}

export interface TransferCheckedInput {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  /** Base units. */
  amount: bigint
  decimals: number
  tokenProgram?: PublicKey
}

/** Moves `amount` of `mint` between token accounts; the program checks the mint's decimals. */
export function createTransferChecked(input: TransferCheckedInput): TransactionInstruction {
  if (input.amount < 0n || input.amount >= 2n ** 64n) throw new RangeError('amount is not a u64')
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 255)
    throw new RangeError('decimals is not a u8')
  const bytes = new Uint8Array(10)
  const view = new DataView(bytes.buffer)
  view.setUint8(0, TRANSFER_CHECKED)
  view.setBigUint64(1, input.amount, true)
  view.setUint8(9, input.decimals)
  return new TransactionInstruction({
    programId: input.tokenProgram ?? TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: input.source, isSigner: false, isWritable: true },
      { pubkey: input.mint, isSigner: false, isWritable: false },
      { pubkey: input.destination, isSigner: false, isWritable: true },
      { pubkey: input.owner, isSigner: true, isWritable: false },
    ],
    data: instructionData(bytes),
  })
}
