/**
 * The user as its account type shows it (SPEC §1, §3): on a chain with a bundler the accounts are
 * the EOA and its smart account, and the address is the preferred one (smartAccount unless the
 * user chose eoa); on any other chain the user is its EOA alone.
 */
import type { FrameUser } from '@portico/shared'
import { findSmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import type { FrameState } from './frameState.ts'
import type { SmartAccountLookup } from './smartAccountLookup.ts'

/** The user's EOA: its `eoa` entry, else its address. */
export const eoaOf = (user: FrameUser): `0x${string}` =>
  (user.accounts?.find((a) => a.type === 'eoa')?.address ?? user.address) as `0x${string}`

export async function withAccountType(
  user: FrameUser,
  state: Pick<FrameState, 'smartAccountChains' | 'preferredAccountType'>,
  lookup: SmartAccountLookup,
  token: string,
  signal?: AbortSignal,
): Promise<FrameUser> {
  // A Solana cluster's user is its Solana account (createSessionHandlers).
  if (typeof user.chainId !== 'number') return user
  const eoa = eoaOf(user)
  const chain = findSmartAccountChain(state.smartAccountChains, user.chainId)
  if (!chain)
    return {
      ...user,
      address: eoa,
      accounts: [{ address: eoa, type: 'eoa' }],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    }
  const smart = await lookup(token, chain, eoa, signal)
  const preferred = state.preferredAccountType ?? 'smartAccount'
  return {
    ...user,
    address: preferred === 'smartAccount' ? smart.address : eoa,
    accounts: [
      { address: eoa, type: 'eoa' },
      { address: smart.address, type: 'smartAccount' },
    ],
    smartAccountDeployed: smart.deployed,
    preferredAccountType: preferred,
  }
}
