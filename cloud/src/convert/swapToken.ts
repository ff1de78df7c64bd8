/**
 * Token addresses of the convert routes: CAIP-10 (`eip155:31337:0x…`), the native currency as
 * `0xeeee…eeee`. Parsed into the chain, the address, and the ERC-20 the pools trade (WETH for
 * the native currency).
 */
import { type CaipAddress, caipAddressSchema, parseCaipAddress } from '@portico/shared'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { NATIVE_TOKEN_ADDRESS } from '../chain/cloudChains.ts'

export interface SwapTokenRef {
  /** `eip155:<id>`. */
  caip2: string
  address: Address
  native: boolean
}

/** A CAIP-10 eip155 token address → its chain and checksummed address. */
export const swapTokenParam = z.pipe(
  caipAddressSchema,
  z.transform((value: CaipAddress, ctx): SwapTokenRef => {
    const { chainNamespace, chainId, address } = parseCaipAddress(value)
    if (chainNamespace !== 'eip155' || !isAddress(address, { strict: false })) {
      ctx.issues.push({ code: 'custom', input: value, message: 'Expected an eip155 token address' })
      return z.NEVER
    }
    const native = address.toLowerCase() === NATIVE_TOKEN_ADDRESS
    return { caip2: `eip155:${chainId}`, address: getAddress(address), native }
  }),
)

/** The ERC-20 the pools trade for `token`. */
export const poolTokenOf = (token: SwapTokenRef, weth: Address): Address =>
  token.native ? weth : token.address

/** A token's CAIP-10 address as the routes answer it. */
export const caip10Of = (caip2: string, address: Address) =>
  `${caip2}:${address}` as `eip155:${string}:${string}`
