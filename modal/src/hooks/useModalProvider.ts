/**
 * useModalProvider(namespace): the provider of the wallet connected for that namespace (EVM
 * and Solana may be connected at once; the active one is `useModalState().activeNamespace`). For eip155 it is an EIP-1193 provider that viem's `custom()` transport accepts as
 * it is; for solana the AppKit-shaped SolanaProvider (signMessage, signTransaction,
 * sendTransaction, signAndSendTransaction, connection, publicKey); for polkadot the
 * PolkadotProvider (address, signer, signMessage, signTransaction, getBalance, sendTransfer);
 * for bip122 the AppKit-shaped BitcoinProvider (getAccountAddresses, signMessage, sendTransfer,
 * signPSBT, request).
 */
import type { ChainNamespace } from '@portico/shared'
import type { BitcoinProvider } from '../connectors/bitcoin/BitcoinProvider.ts'
import type { Eip1193Provider } from '../connectors/injected/eip6963.ts'
import type { PolkadotProvider } from '../connectors/polkadot/PolkadotProvider.ts'
import type { SolanaProvider } from '../connectors/solana/SolanaProvider.ts'
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

interface ModalProvider<P> {
  walletProvider: P | undefined
  walletProviderType: string | undefined
}

export function useModalProvider(namespace: 'solana'): ModalProvider<SolanaProvider>
export function useModalProvider(namespace: 'polkadot'): ModalProvider<PolkadotProvider>
export function useModalProvider(namespace: 'bip122'): ModalProvider<BitcoinProvider>
export function useModalProvider(namespace?: ChainNamespace): ModalProvider<Eip1193Provider>
export function useModalProvider(
  namespace: ChainNamespace = 'eip155',
): ModalProvider<Eip1193Provider | SolanaProvider | PolkadotProvider | BitcoinProvider> {
  const portico = usePortico()
  const state = usePorticoState()
  const account = state.activeNamespace === namespace ? state.account : state.accounts[namespace]
  const connected = account?.isConnected === true
  return {
    walletProvider: connected ? portico.getProvider(namespace) : undefined,
    walletProviderType: connected ? state.walletInfo?.rdns : undefined,
  }
}
