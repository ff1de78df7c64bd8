/**
 * The connector contract of the Solana family (see ../README.md): what a connected Solana
 * wallet — a Wallet Standard extension, a WalletConnect session's `solana` namespace, or the
 * e-mail wallet's frame — gives the Solana connection. Transactions travel as wire bytes, so
 * that no signer needs @solana/web3.js; the provider (createSolanaProvider.ts) converts.
 */
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'

export interface SolanaSigner {
  /** The account's address (base58 public key). */
  readonly address: string
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** A serialized transaction in, the same transaction with the account's signature out. */
  signTransaction(transaction: Uint8Array, network: CaipNetwork): Promise<Uint8Array>
  /**
   * Signs and sends on `network`; the transaction's signature (base58). Absent when the wallet
   * cannot send: the provider signs, then sends through its own Connection.
   */
  signAndSendTransaction?(transaction: Uint8Array, network: CaipNetwork): Promise<string>
}

/** A wallet connected for Solana: its signer and what it says about networks and itself. */
export interface SolanaWalletSession {
  /** Stored per namespace (SPEC §3) to restore it after a reload. */
  connectorId: string
  info: { name: string; icon?: string }
  signer: SolanaSigner
  /** Whether the wallet signs for `network` (a wallet not listing a cluster refuses it). */
  supports(network: CaipNetwork): boolean
  /** Moves the wallet's own session to `network` (the e-mail wallet's SWITCH_NETWORK). */
  switchTo?(network: CaipNetwork): Promise<void>
  /** The wallet's account changed (or was removed: undefined). Returns how to stop. */
  watch?(onAccount: (address: string | undefined) => void): () => void
  disconnect(): Promise<void>
}
