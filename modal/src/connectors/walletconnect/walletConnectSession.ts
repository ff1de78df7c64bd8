/** Reading a WalletConnect session: its EVM accounts, the one to start on, the peer as a wallet. */
import type { CaipNetworkId } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { Eip1193Provider, InjectedWallet } from '../injected/eip6963.ts'
import type { UniversalProvider } from './createWalletConnectProvider.ts'

export type Session = NonNullable<UniversalProvider['session']>

/** The connector id of WalletConnect (SPEC §3). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** The eip155 accounts of a session: `eip155:<chain>:<address>`. */
export function sessionEvmAccounts(
  session: Session,
): { chainId: number; address: `0x${string}` }[] {
  const accounts = session.namespaces.eip155?.accounts ?? []
  return accounts.flatMap((account) => {
    const [, chain, address] = account.split(':')
    if (!chain || !address || !/^0x[0-9a-fA-F]{40}$/.test(address)) return []
    return [{ chainId: Number(chain), address: address as `0x${string}` }]
  })
}

/** Whether the session already covers `network` (approved for it, or an account on it). */
export function sessionHasNetwork(session: Session, network: CaipNetwork): boolean {
  return (
    session.namespaces.eip155?.chains?.includes(network.caipNetworkId) === true ||
    sessionEvmAccounts(session).some((a) => `eip155:${a.chainId}` === network.caipNetworkId)
  )
}

/** The stored network when the session has it, else a configured one, else the session's first. */
export function pickSessionAccount<A extends { chainId: number }>(
  accounts: readonly A[],
  stored: CaipNetworkId | undefined,
  networks: readonly CaipNetwork[],
): A {
  return (
    accounts.find((a) => `eip155:${a.chainId}` === stored) ??
    accounts.find((a) => networks.some((n) => n.caipNetworkId === `eip155:${a.chainId}`)) ??
    (accounts[0] as A)
  )
}

/** How the wallet appears as the connected wallet: the peer's name and first safe icon. */
export function peerWalletOf(session: Session, provider: Eip1193Provider): InjectedWallet {
  const peer = session.peer.metadata
  return {
    info: {
      uuid: WALLETCONNECT_CONNECTOR_ID,
      name: peer.name || 'WalletConnect',
      icon: peer.icons?.find((icon) => /^(https?:|data:image\/)/.test(icon)) ?? '',
      rdns: WALLETCONNECT_CONNECTOR_ID,
    },
    provider,
    source: 'injected',
  }
}

/**
 * After a session_update: the account in use if the session still has it on the same chain,
 * else the session's first EVM account, else none (the session is over for this dapp).
 */
export function nextSessionAccount(session: Session, address: string, chainId: number) {
  const accounts = sessionEvmAccounts(session)
  const same = accounts.find(
    (a) => a.address.toLowerCase() === address.toLowerCase() && a.chainId === chainId,
  )
  return same ?? accounts[0]
}

/**
 * A non-EVM family's accounts in a session (`<namespace>:<reference>:<address>`) on the dapp's
 * networks, each address checked with the family's `isAddress`: the first, the networks it
 * signs for and the peer as the wallet shown. Undefined when it has none.
 */
export function sessionFamilyAccounts(
  session: Session,
  namespace: string,
  networks: readonly CaipNetwork[],
  isAddress: (address: string) => boolean,
) {
  const approved = session.namespaces[namespace]
  const accounts = (approved?.accounts ?? []).flatMap((account) => {
    const [ns, reference, address] = account.split(':')
    const network = networks.find((n) => n.caipNetworkId === `${ns}:${reference}`)
    return network && address && isAddress(address) ? [{ network, address }] : []
  })
  const first = accounts[0]
  if (!approved || !first) return undefined
  const chains = new Set(accounts.map((a) => a.network.caipNetworkId))
  return {
    first,
    accounts,
    methods: approved.methods,
    supports: (network: CaipNetwork) => chains.has(network.caipNetworkId),
    info: {
      name: session.peer.metadata.name || 'WalletConnect',
      icon: session.peer.metadata.icons?.find((i) => /^(https?:|data:image\/)/.test(i)),
    },
  }
}
