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

/**
 * The error an EIP-1193 provider throws: `code` is the EIP-1193 / JSON-RPC number that viem and
 * wagmi read (4001 rejected, 4100 unauthorized, 4200 unsupported, -32603 internal). That number
 * cannot be PorticoError's string code, so this one class stands outside PorticoError; the
 * frame's own error (a PorticoError with its code) is its `cause`.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  constructor(code: number, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** The frame's reply as a provider error: its EIP-1193 code comes with it, never from its text. */
function toProviderError(error: unknown): ProviderRpcError {
  const message = error instanceof Error ? error.message : String(error)
  const rpcCode = (error as { rpcCode?: unknown } | null)?.rpcCode
  return new ProviderRpcError(typeof rpcCode === 'number' ? rpcCode : -32603, message, {
    cause: error,
  })
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
