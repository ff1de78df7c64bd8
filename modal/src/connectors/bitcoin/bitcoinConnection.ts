/**
 * The Bitcoin namespace's connection (../familyConnection.ts) configured for Bitcoin: one
 * connected wallet session (a sats-connect extension or a WalletConnect session's `bip122`
 * namespace), the account shown — the payment address unless the dapp chose ordinals (SPEC §1
 * `bip122: payment`) — its provider (created with @scure/btc-signer, loaded only now) and its
 * BTC balance, read through the cloud.
 */
import { createPorticoError } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { createFamilyConnection, type FamilyConnectionDeps } from '../familyConnection.ts'
import type { BitcoinProvider } from './BitcoinProvider.ts'
import type { BitcoinWalletSession } from './BitcoinSigner.ts'

export interface BitcoinConnectionDeps extends FamilyConnectionDeps {
  /** The dapp's account type for bip122 (createPortico's `defaultAccountTypes`). */
  accountType(): 'payment' | 'ordinal' | 'stx'
  /** The address's BTC as decimal text, or undefined when the cloud does not serve it. */
  readBalance(address: string, network: CaipNetwork): Promise<string | undefined>
}

export function createBitcoinConnection(deps: BitcoinConnectionDeps) {
  /** The account on `network`: the dapp's purpose if the wallet has it, else payment. */
  function accountOn(session: BitcoinWalletSession, network: CaipNetwork) {
    const addresses = session.signer.addresses(network)
    const wanted = deps.accountType()
    const account =
      addresses.find((a) => a.purpose === wanted) ??
      addresses.find((a) => a.purpose === 'payment') ??
      addresses[0]
    if (!account) throw createPorticoError('CHAIN_NOT_SUPPORTED')
    return account.address
  }

  return createFamilyConnection<BitcoinWalletSession, BitcoinProvider>(deps, {
    async providerFor(session, network) {
      const address = accountOn(session, network)
      const { createBitcoinProvider } = await import('./createBitcoinProvider.ts')
      return createBitcoinProvider({ session, network, address })
    },
    address: ({ provider }) => provider.address,
    readBalance: ({ network, provider }) => deps.readBalance(provider.address, network),
  })
}

export type BitcoinConnection = ReturnType<typeof createBitcoinConnection>
