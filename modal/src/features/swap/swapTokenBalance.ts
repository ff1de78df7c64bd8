/**
 * A swap token's balance in the account's token list (SPEC §3 "Token balance"): the same CAIP-10
 * address, or, for the native currency, the entry without a contract.
 */
import type { SwapToken, TokenBalance } from '@portico/shared'
import { NATIVE_TOKEN_ADDRESS, tokenContractAddress } from '../send/tokenAddress.ts'

/** The swap token's contract, or undefined for the native currency. */
export const swapTokenContract = (token: Pick<SwapToken, 'address'>): `0x${string}` | undefined =>
  tokenContractAddress(token)

export const isNativeSwapToken = (token: Pick<SwapToken, 'address'>): boolean =>
  token.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS)

/** The balance entry of `token`; undefined when the account holds none. */
export function balanceOfSwapToken(
  token: Pick<SwapToken, 'address'>,
  balances: readonly TokenBalance[],
): TokenBalance | undefined {
  const contract = swapTokenContract(token)?.toLowerCase()
  const chain = token.address.split(':').slice(0, 2).join(':')
  return balances.find(
    (b) =>
      b.chainId === chain &&
      (contract ? tokenContractAddress(b)?.toLowerCase() === contract : !tokenContractAddress(b)),
  )
}
