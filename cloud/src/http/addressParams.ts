/**
 * Account addresses in paths: an EVM address (0x optional, SPEC §5) or an eip155 CAIP-10
 * address, normalised to the checksummed 0x form.
 */
import {
  type CaipAddress,
  caipAddressSchema,
  evmAddressSchema,
  parseCaipAddress,
} from '@portico/shared'
import { type Address, getAddress } from 'viem'
import { z } from 'zod'

const with0x = (value: string) => (value.startsWith('0x') ? value : `0x${value}`)

/** An EVM address → its checksummed 0x form. */
export const evmAddressParam = z.pipe(
  evmAddressSchema,
  z.transform((value: string) => getAddress(with0x(value))),
)

/** An EVM address, or an eip155 CAIP-10 address → the checksummed 0x address. */
export const evmAccountParam = z.union([
  evmAddressParam,
  z.pipe(
    caipAddressSchema,
    z.transform((value: CaipAddress, ctx): Address => {
      const { chainNamespace, address } = parseCaipAddress(value)
      if (chainNamespace !== 'eip155' || !evmAddressSchema.safeParse(address).success) {
        ctx.issues.push({ code: 'custom', input: value, message: 'Expected an EVM account' })
        return z.NEVER
      }
      return getAddress(with0x(address))
    }),
  ),
])
