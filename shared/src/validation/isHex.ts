/** Hex values (SPEC §5): 0x plus at least one hex digit. */
import * as z from 'zod/mini'

export type Hex = `0x${string}`

const pattern = /^0x[0-9a-fA-F]+$/

export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && pattern.test(value)
}

export const hexSchema = z.custom<Hex>(isHex)
