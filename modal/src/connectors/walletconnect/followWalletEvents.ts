/**
 * The UniversalProvider's events, checked and handed on: the pairing URI, the wallet's account
 * and chain changes (EIP-1193 shapes the SDK passes through unchecked), session updates and
 * the session's end.
 */
import { parseChainId } from '../../chains/evm/evmWalletCalls.ts'
import type { UniversalProvider } from './createWalletConnectProvider.ts'
import type { Session } from './walletConnectSession.ts'

export interface WalletEventHandlers {
  uri(uri: string): void
  /** The wallet's first EVM address, when it gave one. */
  accountChanged(address: `0x${string}`): void
  chainChanged(chainId: number): void
  sessionUpdated(session: Session): void
  sessionDeleted(): void
}

export function followWalletEvents(provider: UniversalProvider, on: WalletEventHandlers) {
  provider.on('display_uri', (uri: unknown) => {
    if (typeof uri === 'string') on.uri(uri)
  })
  provider.on('accountsChanged', (accounts: unknown) => {
    const address = (Array.isArray(accounts) ? accounts : []).find(
      (a): a is `0x${string}` => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a),
    )
    if (address) on.accountChanged(address)
  })
  provider.on('chainChanged', (chainId: unknown) => {
    let id: number
    try {
      id = parseChainId(chainId)
    } catch {
      return
    }
    on.chainChanged(id)
  })
  provider.on('session_update', () => {
    if (provider.session) on.sessionUpdated(provider.session)
  })
  provider.on('session_delete', () => on.sessionDeleted())
}
