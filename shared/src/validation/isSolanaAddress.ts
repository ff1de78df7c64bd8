/** Solana addresses (SPEC §5): 32 to 44 base58 characters (no 0, O, I or l). */
import * as z from 'zod/mini'

const pattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}

export const solanaAddressSchema = z.string().check(z.refine(isSolanaAddress))
