/**
 * What the Solana send's thunks share: the send in progress on the active Solana network, the
 * cluster's Connection (the dapp's rpcMap first, as the provider's), the token's mint and the
 * connected wallet's provider.
 */
import { createPorticoError, PorticoError, type TokenBalance } from '@portico/shared'
import { Connection } from '@solana/web3.js'
import type { CaipNetwork } from '../../../chains/CaipNetwork.ts'
import { isNativeSol } from '../../../chains/solana/validateSolanaSend.ts'
import type { SolanaProvider } from '../../../connectors/solana/SolanaProvider.ts'
import type { CoreServices } from '../../../store/coreServices.ts'
import type { RootState } from '../../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../../store/networkSlice.ts'
import { serviceKey } from '../../../store/serviceKey.ts'
import { selectActiveAddress } from '../../account/accountSlice.ts'
import { sendTexts } from '../sendMessages.ts'

/** How the Solana send waits for its confirmation; tests shorten it (`solanaSendTimingKey`). */
export interface SolanaSendTiming {
  /** How often the signature's status is read, and how long at most. */
  confirm: { pollMs: number; timeoutMs: number }
}

/** Our choice: a status read every 400 ms (a slot), for at most the blockhash's life (~60 s). */
export const DEFAULT_SOLANA_SEND_TIMING: SolanaSendTiming = {
  confirm: { pollMs: 400, timeoutMs: 90_000 },
}

export const solanaSendTimingKey = serviceKey<SolanaSendTiming>('solanaSendTiming')

const connections = new Map<string, Connection>()

/** The cluster's Connection for `network`, one per RPC URL. */
export function solanaConnectionOf(core: Pick<CoreServices, 'rpcUrl'>, network: CaipNetwork) {
  const url = core.rpcUrl(network)
  if (!url) throw createPorticoError('NETWORK_NOT_FOUND', { details: 'The network has no RPC URL' })
  let connection = connections.get(url)
  if (!connection) {
    connection = new Connection(url, { commitment: 'confirmed' })
    connections.set(url, connection)
  }
  return connection
}

/** The mint of an SPL token balance (its CAIP-10 address's last part); undefined for SOL. */
export const mintOf = (token: Pick<TokenBalance, 'address'>): string | undefined =>
  isNativeSol(token) ? undefined : token.address?.split(':').at(-1)

/** The connected Solana wallet's provider, or the send's "no wallet" error. */
export function solanaProviderOf(core: Pick<CoreServices, 'familyProvider'>): SolanaProvider {
  const provider = core.familyProvider('solana')
  if (!provider) throw new PorticoError(sendTexts.noWallet, { code: 'NO_WALLET' })
  return provider
}

/** The account, the Solana network and the send's token, when there is a Solana send. */
export function currentSolanaSend(
  state: RootState,
): { state: RootState; network: CaipNetwork; from: string; token: TokenBalance } | undefined {
  const network = selectActiveCaipNetwork(state)
  const from = selectActiveAddress(state)
  const { token } = state.send
  if (network?.chainNamespace !== 'solana' || !from || !token) return undefined
  return { state, network, from, token }
}

/** SOL's entry in a balance list (its price is the fee's), if the list has one. */
export const findSolToken = (tokens: readonly TokenBalance[]): TokenBalance | undefined =>
  tokens.find(isNativeSol)
