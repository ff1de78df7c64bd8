/** Solana commitment levels (SPEC §5). */
import * as z from 'zod/mini'

export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]

export const solanaCommitmentSchema = z.enum(SOLANA_COMMITMENTS)

export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return typeof value === 'string' && (SOLANA_COMMITMENTS as readonly string[]).includes(value)
}
