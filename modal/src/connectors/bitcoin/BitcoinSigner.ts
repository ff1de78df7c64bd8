/**
 * The connector contract of the Bitcoin family (see ../README.md): what a connected Bitcoin
 * wallet — a sats-connect extension or a WalletConnect session's `bip122` namespace — gives the
 * Bitcoin connection. Each way in speaks its own request API; the signer is the common shape.
 */
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type {
  BitcoinAccountAddress,
  BitcoinSignPsbtParams,
  BitcoinSignPsbtResponse,
} from './BitcoinProvider.ts'

export interface BitcoinSigner {
  /** The wallet's addresses on `network` (payment and ordinals, as it lists them). */
  addresses(network: CaipNetwork): readonly BitcoinAccountAddress[]
  signMessage(params: {
    address: string
    message: string
    protocol?: 'ecdsa' | 'bip322'
  }): Promise<{ signature: string; address: string }>
  signPsbt(params: BitcoinSignPsbtParams): Promise<BitcoinSignPsbtResponse>
  /** Pays `amount` sats from the payment address `from`; the transaction id. */
  sendTransfer(params: { from: string; recipient: string; amount: string }): Promise<string>
  /** The wallet's own request API, for what the provider does not wrap. */
  request(method: string, params: unknown): Promise<unknown>
}

/** A wallet connected for Bitcoin: its signer and what it says about networks and itself. */
export interface BitcoinWalletSession {
  /** Stored per namespace (SPEC §3) to restore it after a reload. */
  connectorId: string
  info: { name: string; icon?: string }
  signer: BitcoinSigner
  /** Whether the wallet has an account on `network` (one that does not refuses it). */
  supports(network: CaipNetwork): boolean
  disconnect(): Promise<void>
}
