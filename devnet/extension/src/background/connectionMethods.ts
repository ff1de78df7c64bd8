/**
 * Connection per origin: eth_requestAccounts (approval), eth_accounts ([] until connected),
 * and the basic EIP-2255 permission methods (wallet_request/get/revokePermissions).
 */
import { z } from 'zod'
import { unauthorized } from '../providerErrors.ts'
import { currentAccount } from './accounts.ts'
import { requireApproval } from './approvals.ts'
import { broadcastEvent } from './broadcastEvent.ts'
import type { RpcContext } from './rpcContext.ts'
import { parseParams } from './rpcParams.ts'
import { currentChain, isConnected, readState, updateState } from './walletState.ts'

/** Throws 4100 unless the origin is connected; returns the connected account. */
export async function requireConnected(origin: string) {
  const state = await readState()
  if (!isConnected(state, origin)) {
    throw unauthorized('The requested method and/or account has not been authorized by the user.')
  }
  return currentAccount()
}

async function connect(context: RpcContext): Promise<`0x${string}`> {
  const [account, state] = await Promise.all([currentAccount(), readState()])
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Connect the account ${account.address} on ${currentChain(state).name} (chain ${state.chainId}).`,
  })
  const wasConnected = isConnected(await readState(), context.origin)
  await updateState((s) =>
    isConnected(s, context.origin)
      ? s
      : { ...s, connections: [...s.connections, { origin: context.origin, since: Date.now() }] },
  )
  if (!wasConnected) {
    await broadcastEvent({ event: 'accountsChanged', data: [account.address] }, context.origin)
  }
  return account.address
}

export async function ethRequestAccounts(context: RpcContext): Promise<string[]> {
  const state = await readState()
  if (isConnected(state, context.origin)) return [(await currentAccount()).address]
  return [await connect(context)]
}

export async function ethAccounts(context: RpcContext): Promise<string[]> {
  const state = await readState()
  return isConnected(state, context.origin) ? [(await currentAccount()).address] : []
}

const permissionRequestSchema = z.tuple([
  z
    .record(z.string(), z.object({}))
    .refine((p) => Object.keys(p).length > 0, {
      message: 'request at least one permission',
    })
    .refine((p) => Object.keys(p).every((k) => k === 'eth_accounts'), {
      message: 'only the eth_accounts permission is supported',
    }),
])

async function permissionsOf(origin: string) {
  const state = await readState()
  const connection = state.connections.find((c) => c.origin === origin)
  if (!connection) return []
  const account = await currentAccount()
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: origin,
      date: connection.since,
      caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    },
  ]
}

export async function walletRequestPermissions(context: RpcContext) {
  parseParams(permissionRequestSchema, context)
  await connect(context)
  return permissionsOf(context.origin)
}

export const walletGetPermissions = (context: RpcContext) => permissionsOf(context.origin)

export async function walletRevokePermissions(context: RpcContext): Promise<null> {
  parseParams(permissionRequestSchema, context)
  const state = await readState()
  if (!isConnected(state, context.origin)) return null
  await updateState((s) => ({
    ...s,
    connections: s.connections.filter((c) => c.origin !== context.origin),
  }))
  await Promise.all([
    broadcastEvent({ event: 'accountsChanged', data: [] }, context.origin),
    // The Solana wallet shares the origin's connection.
    broadcastEvent({ event: 'solanaAccountsChanged', data: [] }, context.origin),
    broadcastEvent({ event: 'polkadotAccountsChanged', data: [] }, context.origin),
  ])
  return null
}
