/**
 * A complete SignerPayloadJSON for a Polkadot balance transfer, built with @polkadot/types over
 * the Polkadot runtime's static metadata: what a dapp's `signPayload` hands a wallet. Used by the
 * wallet tests and the e2e specs, since no Polkadot node runs here (offline-stack.md).
 */
import { expandMetadata, Metadata, TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import metadataHex from '@polkadot/types-support/metadata/static-polkadot'
import { blake2AsU8a } from '@polkadot/util-crypto'

/** Polkadot's genesis hash (its CAIP-2 reference is the first 16 bytes of it). */
export const POLKADOT_GENESIS_HASH =
  '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'

/** A registry that knows the Polkadot runtime's calls and signed extensions. */
export function polkadotRegistry() {
  const registry = new TypeRegistry()
  const metadata = new Metadata(registry, metadataHex)
  registry.setMetadata(metadata)
  return { registry, tx: expandMetadata(registry, metadata).tx }
}

export interface TransferPayloadOptions {
  from: string
  to: string
  /** Planck. */
  value: bigint
  nonce?: number
  /** A long `remark` instead of the transfer: a payload over 256 bytes (signed as its hash). */
  remarkBytes?: number
}

export function polkadotTransferPayload(options: TransferPayloadOptions): SignerPayloadJSON {
  const { registry, tx } = polkadotRegistry()
  const remark = tx.system?.remark
  const transfer = tx.balances?.transferKeepAlive
  if (!remark || !transfer) throw new Error('The static metadata lacks remark or transfer')
  const method = options.remarkBytes
    ? remark(`0x${'07'.repeat(options.remarkBytes)}`)
    : transfer(options.to, options.value)
  const blockHash = `0x${'ab'.repeat(32)}`
  return registry
    .createType('SignerPayload', {
      address: options.from,
      blockHash,
      blockNumber: 1000,
      era: registry.createType('ExtrinsicEra', { current: 1000, period: 64 }),
      genesisHash: POLKADOT_GENESIS_HASH,
      method,
      nonce: options.nonce ?? 0,
      tip: 0,
      runtimeVersion: { specVersion: 1_003_000, transactionVersion: 26 },
      signedExtensions: registry.signedExtensions,
      version: 4,
    })
    .toPayload()
}

/** The bytes polkadot{.js} signs for `payload` (hashed past 256 bytes), from @polkadot/types. */
export function polkadotSigningBytes(payload: { version: number }): Uint8Array {
  const { registry } = polkadotRegistry()
  const bytes = registry
    .createType('ExtrinsicPayload', payload, { version: payload.version })
    .toU8a({ method: true })
  return bytes.length > 256 ? blake2AsU8a(bytes) : bytes
}
