/**
 * The registration message of POST /v1/profile/account (SPEC §7): the JSON text {name,
 * attributes, timestamp} the account signs with personal_sign, and the body that carries it.
 * The coin type says where the name keeps the address (ENSIP-11): 60 for an EOA, which signs
 * alike on every EVM chain; the chain's own (0x80000000 | chainId) for a smart account, whose
 * signature the cloud can only check on the chain the account lives on (ERC-1271).
 */
import type { AccountType } from '../account/accountSlice.ts'

export const EVM_COIN_TYPE = 60
const ENSIP11_BASE = 0x80000000

/** ENSIP-11: the coin type of an EVM chain other than Ethereum's 60. */
export const chainCoinType = (chainId: number): number => (ENSIP11_BASE | chainId) >>> 0

export function coinTypeFor(accountType: AccountType, chainId: number): number {
  return accountType === 'smartAccount' ? chainCoinType(chainId) : EVM_COIN_TYPE
}

export interface RegistrationMessage {
  name: string
  attributes: Record<string, string>
  /** Unix seconds: the cloud refuses a message older than its freshness window. */
  timestamp: number
}

export function registrationMessage(name: string, nowMs: number): string {
  const message: RegistrationMessage = {
    name,
    attributes: {},
    timestamp: Math.floor(nowMs / 1000),
  }
  return JSON.stringify(message)
}
