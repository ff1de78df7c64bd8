/**
 * RPC_REQUEST for the ERC-7715 session methods (wallet_grantPermissions, wallet_getPermissions,
 * wallet_revokePermissions; issue 24 part 3), in front of the other RPC handlers: they need the
 * user's smart account as the preferred account, on a chain whose frame server has a bundler and
 * PorticoSessionAccount; anywhere else SMART_SESSIONS_UNSUPPORTED, before anything is shown or
 * sent. The methods themselves (smartSessionMethods.ts, with viem) load on first use.
 */
import { createPorticoError, type FrameHandlers } from '@portico/shared'
import { findSmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import type { RpcHandlerDeps } from './createRpcHandlers.ts'
import { markSmartAccountDeployed } from './smartAccountLookup.ts'
import type { SessionChain, SmartSessionDeps } from './smartSessionMethods.ts'

export const SMART_SESSION_METHODS = [
  'wallet_grantPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
] as const

type SmartSessionMethod = (typeof SMART_SESSION_METHODS)[number]

const isSmartSessionMethod = (method: string): method is SmartSessionMethod =>
  (SMART_SESSION_METHODS as readonly string[]).includes(method)

/** The frame's chain, if the user's preferred account there is a smart account with sessions. */
export function sessionChainOf(state: RpcHandlerDeps['state']): SessionChain | undefined {
  if ((state.preferredAccountType ?? 'smartAccount') !== 'smartAccount') return undefined
  const chain = findSmartAccountChain(state.smartAccountChains, state.chainId)
  return chain?.sessionAccountImplementation ? (chain as SessionChain) : undefined
}

export function withSmartSessions(handlers: FrameHandlers, deps: RpcHandlerDeps): FrameHandlers {
  const { RPC_REQUEST } = handlers
  if (!RPC_REQUEST) return handlers
  return {
    ...handlers,
    async RPC_REQUEST(payload, context) {
      const { method, params } = payload
      if (!isSmartSessionMethod(method)) return RPC_REQUEST(payload, context)
      const token = deps.session.get()
      if (!token) throw createPorticoError('NOT_SIGNED_IN')
      const chain = sessionChainOf(deps.state)
      if (!chain) throw createPorticoError('SMART_SESSIONS_UNSUPPORTED')
      const { signal, origin } = context
      const [methods, view] = await Promise.all([
        import('./smartSessionMethods.ts'),
        deps.walletSession.current(token),
      ])
      const account = await deps.smartAccounts(token, chain, view.evmAddress, signal)
      const sessionDeps: SmartSessionDeps = {
        api: deps.api,
        token,
        chainId: chain.id,
        signal,
        chain,
        view,
        account,
        wallet: deps.wallet,
        origin,
        askApproval: deps.askApproval,
        recover: async (current) =>
          deps.walletSession.update(
            await deps.askRecovery({ ...current, enrolled: false }, signal),
          ),
        onDeployed: () => markSmartAccountDeployed(deps.state, chain.id, view.evmAddress),
      }
      switch (method) {
        case 'wallet_grantPermissions':
          return methods.grantSmartSession(params, sessionDeps)
        case 'wallet_revokePermissions':
          return methods.revokeSmartSession(params, sessionDeps)
        case 'wallet_getPermissions':
          return methods.getSmartSessions(params, sessionDeps)
      }
    },
  }
}
