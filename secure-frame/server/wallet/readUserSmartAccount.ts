/**
 * The user's smart account on the session's chain, read by the server when it answers a login
 * or GET /api/session (issue 19: the frame then needs no two reads of its own through /api/rpc
 * before it can name the user's address). The server reads its chain directly; the frame keys
 * the answer by chain and owner and uses it once, so a wrong or stale answer costs a read, not a
 * wrong address. Nothing here fails a login: a chain that does not answer leaves it out.
 */
import { readSmartAccount } from '../../app/wallet/smartAccount/readSmartAccount.ts'
import type { FrameChain } from '../config/resolveFrameServerConfig.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'

export interface UserSmartAccount {
  /** The EOA that owns it (the wallet's EVM address). */
  owner: string
  address: string
  deployed: boolean
}

export async function readUserSmartAccount(
  chains: readonly FrameChain[],
  chainId: number,
  owner: string | null | undefined,
): Promise<UserSmartAccount | undefined> {
  const chain = chains.find((c) => c.id === chainId)
  if (!owner || !chain?.smartAccount) return undefined
  try {
    const info = await readSmartAccount(
      (method, params) => forwardRpc(chain.rpcUrl, method, params),
      {
        id: chain.id,
        factoryAddress: chain.smartAccount.factoryAddress,
        entryPointAddress: chain.smartAccount.entryPointAddress,
      },
      owner as `0x${string}`,
    )
    return { owner, address: info.address, deployed: info.deployed }
  } catch {
    return undefined
  }
}

/** A login's or GET /api/session's user with its smart account, when the chain has one. */
export async function withUserSmartAccount<T extends { chainId: number }>(
  chains: readonly FrameChain[],
  user: T,
  owner: string | null | undefined,
): Promise<T & { smartAccount?: UserSmartAccount }> {
  const smartAccount = await readUserSmartAccount(chains, user.chainId, owner)
  return smartAccount ? { ...user, smartAccount } : user
}
