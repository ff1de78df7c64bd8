/** Reading a token balance entry's contract (SPEC §3 "Token balance": address is CAIP-10). */
import type { TokenBalance } from '@portico/shared'

/** The address price services and wallets use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/** The token's contract address, or undefined for the native currency. */
export function tokenContractAddress(
  token: Pick<TokenBalance, 'address'>,
): `0x${string}` | undefined {
  const last = token.address?.split(':').at(-1)
  if (!last || !hexAddress.test(last) || last.toLowerCase() === NATIVE_TOKEN_ADDRESS)
    return undefined
  return last as `0x${string}`
}

export const isNativeToken = (token: Pick<TokenBalance, 'address'>): boolean =>
  tokenContractAddress(token) === undefined

/** The balance entry of the native currency, if the list has one. */
export const findNativeToken = (tokens: readonly TokenBalance[]): TokenBalance | undefined =>
  tokens.find(isNativeToken)

/** The same token (a fresher balance of it is still it). */
export const sameToken = (
  a: Pick<TokenBalance, 'chainId' | 'address' | 'symbol'> | undefined,
  b: Pick<TokenBalance, 'chainId' | 'address' | 'symbol'> | undefined,
): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.chainId === b.chainId &&
  a.address === b.address &&
  a.symbol === b.symbol
