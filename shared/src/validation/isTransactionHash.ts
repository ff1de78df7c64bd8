/** Transaction hashes (SPEC §5): 0x plus 64 hex characters. */
import * as z from 'zod/mini'
import type { Hex } from './isHex.ts'

const pattern = /^0x[0-9a-fA-F]{64}$/

export function isTransactionHash(value: unknown): value is Hex {
  return typeof value === 'string' && pattern.test(value)
}

export const transactionHashSchema = z.custom<Hex>(isTransactionHash)
