/**
 * The EIP-1193 provider of the e-mail wallet: account and chain answered locally, chain switches
 * through SWITCH_NETWORK, everything else through the frame's RPC_REQUEST, with the unsafe
 * methods wrapped in the approval step. Errors carry the codes wallets use (4001, 4200, 4902).
 */
import { getRpcMethodPolicy } from '@portico/shared'
import type { Eip1193Provider } from '../injected/eip6963.ts'

export interface AuthProviderDeps {
  getAddress(): string | undefined
  getChainId(): number | undefined
  switchChain(chainId: number): Promise<void>
  rpcRequest(method: string, params: unknown): Promise<unknown>
  /** Wraps an unsafe request: shows the approval, runs it, hides the approval. */
  withApproval<T>(run: () => Promise<T>): Promise<T>
  isConfiguredChain(chainId: number): boolean
  /** A method the e-mail wallet refuses was asked for (the UI says "Action not allowed"). */
  onNotAllowed?(): void
}

export interface AuthProvider extends Eip1193Provider {
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', value: unknown): void
}

export const USER_REJECTED_TEXT = 'User rejected the request.'

class ProviderRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

function toProviderError(error: unknown): ProviderRpcError {
  const message = error instanceof Error ? error.message : String(error)
  if (message.includes(USER_REJECTED_TEXT)) return new ProviderRpcError(4001, USER_REJECTED_TEXT)
  if (message.includes('Requested RPC call is not allowed'))
    return new ProviderRpcError(4200, message)
  return new ProviderRpcError(-32603, message)
}

export function createAuthProvider(deps: AuthProviderDeps): AuthProvider {
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const provider: AuthProvider = {
    async request({ method, params }) {
      const address = deps.getAddress()
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return address ? [address] : []
        case 'eth_chainId': {
          const chainId = deps.getChainId()
          return chainId === undefined ? undefined : `0x${chainId.toString(16)}`
        }
        case 'wallet_switchEthereumChain': {
          const hex = (Array.isArray(params) ? (params[0] as { chainId?: unknown }) : undefined)
            ?.chainId
          const chainId = typeof hex === 'string' ? Number.parseInt(hex, 16) : Number.NaN
          if (!Number.isSafeInteger(chainId) || !deps.isConfiguredChain(chainId)) {
            throw new ProviderRpcError(4902, 'Unrecognized chain ID')
          }
          await deps.switchChain(chainId)
          return null
        }
      }
      if (!address) throw new ProviderRpcError(4100, 'Unauthorized')
      const run = () => deps.rpcRequest(method, params ?? [])
      try {
        return getRpcMethodPolicy(method) === 'unsafe' ? await deps.withApproval(run) : await run()
      } catch (error) {
        const providerError = toProviderError(error)
        if (providerError.code === 4200) deps.onNotAllowed?.()
        throw providerError
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (value: unknown) => void)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (value: unknown) => void)
      return provider
    },
    emit(event, value) {
      for (const listener of listeners.get(event) ?? []) listener(value)
    },
  }
  return provider
}
