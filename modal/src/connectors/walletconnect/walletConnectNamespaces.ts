/**
 * The namespaces a WalletConnect session asks for, built from the dapp's configured networks
 * (eip155, solana, polkadot, bip122), each with the methods and events the modal uses and an
 * rpcMap to the configured RPCs, so that reads never go to a hosted RPC service.
 */
import type { ChainNamespace } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'

export interface WalletConnectNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

export const WALLETCONNECT_METHODS: Record<ChainNamespace, readonly string[]> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_sendCalls',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
}

export const WALLETCONNECT_EVENTS: Record<ChainNamespace, readonly string[]> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
  polkadot: [],
  bip122: ['bip122_addressesChanged'],
}

/**
 * One namespace per chain family among `networks`. rpcMap keys: eip155 by chain reference
 * ("31337"); solana both as "solana:<ref>" and "<ref>" (the SDK looks up either).
 */
export function buildWalletConnectNamespaces(
  networks: readonly CaipNetwork[],
  rpcUrl: (network: CaipNetwork) => string | undefined,
): Partial<Record<ChainNamespace, WalletConnectNamespace>> {
  const namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>> = {}
  for (const network of networks) {
    const family = network.chainNamespace
    const entry = namespaces[family] ?? {
      chains: [],
      methods: [...WALLETCONNECT_METHODS[family]],
      events: [...WALLETCONNECT_EVENTS[family]],
      rpcMap: {},
    }
    namespaces[family] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const url = rpcUrl(network)
    if (!url) continue
    const reference = network.caipNetworkId.slice(family.length + 1)
    entry.rpcMap[reference] = url
    if (family === 'solana') entry.rpcMap[network.caipNetworkId] = url
  }
  return namespaces
}
