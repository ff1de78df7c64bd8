/**
 * The Solana namespace's connection (../familyConnection.ts) configured for Solana: one
 * connected wallet session (Wallet Standard, a WalletConnect session's `solana` namespace, or
 * the e-mail wallet), its provider (created with @solana/web3.js, loaded only now) and its SOL
 * balance, read from the cluster through the provider's Connection.
 */
import { createPorticoError } from '@portico/shared'
import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { createFamilyConnection, type FamilyConnectionDeps } from '../familyConnection.ts'
import type { SolanaProvider } from './SolanaProvider.ts'
import type { SolanaWalletSession } from './SolanaSigner.ts'

export interface SolanaConnectionDeps extends FamilyConnectionDeps {
  rpcUrl(network: CaipNetwork): string | undefined
}

export function createSolanaConnection(deps: SolanaConnectionDeps) {
  return createFamilyConnection<SolanaWalletSession, SolanaProvider>(deps, {
    async providerFor(session, network) {
      const rpcUrl = deps.rpcUrl(network)
      if (!rpcUrl) throw createPorticoError('TRANSPORT_URL_MISSING')
      const { createSolanaProvider } = await import('./createSolanaProvider.ts')
      return createSolanaProvider({ signer: session.signer, network, rpcUrl })
    },
    address: ({ session }) => session.signer.address,
    async readBalance({ session, network, provider }) {
      const { readLamports } = await import('./createSolanaProvider.ts')
      const lamports = await readLamports(provider.connection, session.signer.address)
      return formatUnits(lamports, network.nativeCurrency.decimals)
    },
  })
}

export type SolanaConnection = ReturnType<typeof createSolanaConnection>
