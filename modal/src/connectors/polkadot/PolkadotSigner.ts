/**
 * The connector contract of the Polkadot family (see ../README.md): what a connected Polkadot
 * wallet — a polkadot{.js}-interface extension or a WalletConnect session's `polkadot`
 * namespace — gives the Polkadot connection. Payloads travel as polkadot{.js}'s JSON, so no
 * signer needs @polkadot/api.
 */
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'

/**
 * polkadot{.js}'s SignerPayloadJSON (what @polkadot/api hands a signer): the complete payload,
 * structurally — @polkadot/types' own type fits it.
 */
export interface PolkadotSignerPayloadJSON {
  address: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  signedExtensions: string[]
  specVersion: string
  tip: string
  transactionVersion: string
  version: number
  assetId?: unknown
  metadataHash?: string | null
  mode?: number
  withSignedTransaction?: boolean
}

/** polkadot{.js}'s SignerPayloadRaw: bytes (hex) or text to sign as a message. */
export interface PolkadotSignerPayloadRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

export interface PolkadotSigner {
  /** The account's address (SS58). */
  readonly address: string
  /** Signs `data` (0x-hex bytes or text) as a message: the wallet wraps it in <Bytes>. */
  signRaw(data: string): Promise<`0x${string}`>
  /** Signs an extrinsic's payload; the signature is a MultiSignature (type byte first). */
  signPayload(payload: PolkadotSignerPayloadJSON): Promise<`0x${string}`>
}

/** A wallet connected for Polkadot: its signer and what it says about networks and itself. */
export interface PolkadotWalletSession {
  /** Stored per namespace (SPEC §3) to restore it after a reload. */
  connectorId: string
  info: { name: string; icon?: string }
  signer: PolkadotSigner
  /** Whether the wallet signs for `network` (a session not listing a chain refuses it). */
  supports(network: CaipNetwork): boolean
  /** The wallet's account changed (or was removed: undefined). Returns how to stop. */
  watch?(onAccount: (address: string | undefined) => void): () => void
  disconnect(): Promise<void>
}
