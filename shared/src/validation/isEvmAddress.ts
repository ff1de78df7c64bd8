/** EVM addresses (SPEC §5): 40 hex characters, the 0x prefix optional. The checksum is not checked. */
import * as z from 'zod/mini'

const pattern = /^(0x)?[0-9a-fA-F]{40}$/

export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}

export const evmAddressSchema = z.string().check(z.refine(isEvmAddress))
