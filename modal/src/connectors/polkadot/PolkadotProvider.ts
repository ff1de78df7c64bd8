/**
 * What `useModalProvider('polkadot')` and `portico.getProvider('polkadot')` give a dapp: the
 * connected Polkadot account, a polkadot{.js} Signer for @polkadot/api (`api.setSigner(
 * provider.signer)` or `tx.signAsync(provider.address, { signer: provider.signer })`), and the
 * native balance and a transfer through the network's configured RPC (createPortico's `rpcMap`;
 * Polkadot networks have none by default, and without one these two refuse).
 */
import type { PolkadotSignerPayloadJSON, PolkadotSignerPayloadRaw } from './PolkadotSigner.ts'

/** polkadot{.js}'s Signer shape (`signPayload`, `signRaw`), as @polkadot/api calls it. */
export interface PolkadotInjectedSigner {
  signPayload(payload: PolkadotSignerPayloadJSON): Promise<{ id: number; signature: `0x${string}` }>
  signRaw(raw: PolkadotSignerPayloadRaw): Promise<{ id: number; signature: `0x${string}` }>
}

export interface PolkadotProvider {
  /** The account's SS58 address. */
  readonly address: string
  /** The CAIP-2 id of the network (`polkadot:<genesis hash prefix>`). */
  readonly chain: string
  /** The network's RPC (rpcMap first), when one is configured. */
  readonly rpcUrl: string | undefined
  readonly signer: PolkadotInjectedSigner
  /** Signs a message (text, or 0x-hex bytes) as the wallet does: wrapped in <Bytes>. */
  signMessage(message: string | Uint8Array): Promise<`0x${string}`>
  /** Signs a complete SignerPayloadJSON; the MultiSignature (type byte first). */
  signTransaction(payload: PolkadotSignerPayloadJSON): Promise<`0x${string}`>
  /** The free balance in planck, read through the RPC. */
  getBalance(): Promise<bigint>
  /** Transfers `value` planck to `to` (balances.transferKeepAlive); the extrinsic's hash. */
  sendTransfer(to: string, value: bigint): Promise<`0x${string}`>
}
