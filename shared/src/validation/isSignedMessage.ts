/** Signed messages (SPEC §5): 0x plus at least 62 hex characters. */
import * as z from 'zod/mini'
import type { Hex } from './isHex.ts'

const pattern = /^0x[0-9a-fA-F]{62,}$/

export function isSignedMessage(value: unknown): value is Hex {
  return typeof value === 'string' && pattern.test(value)
}

export const signedMessageSchema = z.custom<Hex>(isSignedMessage)
