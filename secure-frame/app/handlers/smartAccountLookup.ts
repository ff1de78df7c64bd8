/**
 * The signed-in user's smart account on a chain, as the handlers need it: read once per chain and
 * owner (the address never changes), its deployment read again until it is deployed. The
 * server's login and session answers carry it already read (issue 19: two reads through
 * /api/rpc were most of a login's wait); that answer serves the next lookup once.
 */
import type { FrameApi } from '../api/frameApi.ts'
import type { ServerUser } from '../api/serverUser.ts'
import { chainRequest } from '../wallet/smartAccount/evmRead.ts'
import type { SmartAccountInfo } from '../wallet/smartAccount/readSmartAccount.ts'
import type { SmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import type { FrameState } from './frameState.ts'

export type SmartAccountLookup = (
  token: string,
  chain: SmartAccountChain,
  owner: `0x${string}`,
  signal?: AbortSignal,
) => Promise<SmartAccountInfo>

const keyOf = (chainId: number, owner: string) => `${chainId}:${owner.toLowerCase()}`

export function createSmartAccountLookup(api: FrameApi, state: FrameState): SmartAccountLookup {
  return async (token, chain, owner, signal) => {
    const key = keyOf(chain.id, owner)
    const known = state.smartAccounts?.[key]
    if (known?.fromServer) {
      const info = { address: known.address, deployed: known.deployed }
      state.smartAccounts = { ...state.smartAccounts, [key]: info }
      return info
    }
    if (known?.deployed) return known
    // Loaded when first needed: its Keccak tables stay out of the page READY waits for.
    const { readSmartAccount } = await import('../wallet/smartAccount/readSmartAccount.ts')
    const info = await readSmartAccount(
      chainRequest({ api, token, chainId: chain.id, signal }),
      chain,
      owner,
    )
    state.smartAccounts = { ...state.smartAccounts, [key]: info }
    return info
  }
}

/** Keeps the smart account a server answer carried, for the lookup that follows. */
export function rememberServerSmartAccount(state: FrameState, user: ServerUser) {
  const smart = user.smartAccount
  if (!smart) return
  const info = { address: smart.address as `0x${string}`, deployed: smart.deployed }
  const key = keyOf(user.chainId, smart.owner)
  state.smartAccounts = { ...state.smartAccounts, [key]: { ...info, fromServer: true } }
}

/** The account is deployed now (its first operation was included). */
export function markSmartAccountDeployed(state: FrameState, chainId: number, owner: string) {
  const key = keyOf(chainId, owner)
  const known = state.smartAccounts?.[key]
  if (known) state.smartAccounts = { ...state.smartAccounts, [key]: { ...known, deployed: true } }
  if (state.user && state.user.chainId === chainId)
    state.user = { ...state.user, smartAccountDeployed: true }
}
