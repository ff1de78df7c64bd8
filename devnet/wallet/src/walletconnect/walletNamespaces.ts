/**
 * What the demo wallet supports, as WalletConnect namespaces, and the namespaces it approves
 * for a proposal: what the dapp asked for (required and optional) ∩ what we support.
 */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const POLKADOT_MAINNET = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'

/** The methods the wallet answers, per namespace; anything else gets error 4200. */
export const WALLET_METHODS = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'wallet_switchEthereumChain',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['signMessage', 'getAccountAddresses', 'signPsbt', 'sendTransfer'],
} as const satisfies Record<string, readonly string[]>

export type WalletNamespace = keyof typeof WALLET_METHODS

/** Read-only methods, answered without asking the user. */
export const SILENT_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'solana_getAccounts',
  'solana_requestAccounts',
  'getAccountAddresses',
]

const WALLET_EVENTS: Record<WalletNamespace, string[]> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
  polkadot: [],
  bip122: [],
}

export interface WalletAddresses {
  evm: string
  solana: string
  polkadot: string
  bitcoin: string
}

export type SupportedNamespaces = Record<
  WalletNamespace,
  { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
>

export function buildSupportedNamespaces(
  addresses: WalletAddresses,
  evmChainIds: readonly number[],
  extraSolanaChains: readonly string[] = [],
  /** The regtest network and the wallet's payment address on it (coin type 1, BIP-84). */
  bitcoinRegtest?: { caip2: string; address: string },
): SupportedNamespaces {
  const solanaChains = [...new Set([SOLANA_MAINNET, SOLANA_DEVNET, ...extraSolanaChains])]
  const entry = (ns: WalletNamespace, chains: string[], address: string) => ({
    chains,
    methods: [...WALLET_METHODS[ns]],
    events: [...WALLET_EVENTS[ns]],
    accounts: chains.map((chain) => `${chain}:${address}`),
  })
  return {
    eip155: entry(
      'eip155',
      evmChainIds.map((id) => `eip155:${id}`),
      addresses.evm,
    ),
    solana: entry('solana', solanaChains, addresses.solana),
    polkadot: entry('polkadot', [POLKADOT_MAINNET], addresses.polkadot),
    bip122: bitcoinRegtest
      ? {
          ...entry('bip122', [BITCOIN_MAINNET, bitcoinRegtest.caip2], addresses.bitcoin),
          // Each network has its own address: mainnet's bc1… and regtest's bcrt1….
          accounts: [
            `${BITCOIN_MAINNET}:${addresses.bitcoin}`,
            `${bitcoinRegtest.caip2}:${bitcoinRegtest.address}`,
          ],
        }
      : entry('bip122', [BITCOIN_MAINNET], addresses.bitcoin),
  }
}

export class NamespaceMismatchError extends Error {
  override name = 'NamespaceMismatchError'
}

/** The session's namespaces; throws NamespaceMismatchError with a readable reason. */
export function buildSessionNamespaces(
  proposal: ProposalTypes.Struct,
  supported: SupportedNamespaces,
): SessionTypes.Namespaces {
  let namespaces: SessionTypes.Namespaces
  try {
    namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces: supported })
  } catch (error) {
    throw new NamespaceMismatchError(
      `This wallet cannot give the dapp what it requires: ${(error as Error).message}`,
    )
  }
  if (!Object.keys(namespaces).length)
    throw new NamespaceMismatchError(
      `The dapp asks only for chains this wallet does not have (${requestedChains(proposal).join(', ') || 'none'}).`,
    )
  return namespaces
}

/** Every chain a proposal names, required or optional, in the order it names them. */
export function requestedChains(proposal: ProposalTypes.Struct): string[] {
  const chains: string[] = []
  for (const [key, ns] of Object.entries({
    ...proposal.optionalNamespaces,
    ...proposal.requiredNamespaces,
  })) {
    for (const chain of key.includes(':') ? [key] : (ns.chains ?? []))
      if (!chains.includes(chain)) chains.push(chain)
  }
  return chains
}

/** Every method a proposal names, required or optional. */
export function requestedMethods(proposal: ProposalTypes.Struct): string[] {
  const all = [
    ...Object.values(proposal.requiredNamespaces ?? {}),
    ...Object.values(proposal.optionalNamespaces ?? {}),
  ].flatMap((ns) => ns.methods ?? [])
  return [...new Set(all)]
}
