/** OTP fields (SPEC §5) are strings; the code itself is checked by the secure frame. */
import * as z from 'zod/mini'

export const otpSchema = z.string()

export function isOtp(value: unknown): value is string {
  return typeof value === 'string'
}
