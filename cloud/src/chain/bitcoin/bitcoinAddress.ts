/**
 * Bitcoin addresses as wallets write them, checked by checksum and network: bech32 (SegWit v0)
 * and bech32m (v1+, Taproot) with prefix bc (mainnet), tb (testnet/signet) or bcrt (regtest),
 * and base58check P2PKH/P2SH (mainnet, or test networks, which share their prefixes).
 */
import { createHash } from 'node:crypto'
import { bech32, bech32m, createBase58check } from '@scure/base'

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'

export interface BitcoinAddressInfo {
  address: string
  /** The networks the address is valid on (base58 test addresses fit testnet and regtest). */
  networks: BitcoinNetwork[]
  type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'
}

const HRP_NETWORK: Record<string, BitcoinNetwork> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
}
const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())
const base58check = createBase58check(sha256)

function parseWitness(address: string): BitcoinAddressInfo | null {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return null
  const lower = address.toLowerCase() as `${string}1${string}`
  const hrp = lower.slice(0, lower.lastIndexOf('1'))
  const network = HRP_NETWORK[hrp]
  if (!network) return null
  for (const [codec, isV0] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    let words: number[]
    try {
      words = codec.decode(lower, 90).words
    } catch {
      continue
    }
    const [version, ...rest] = words
    if (version === undefined || version > 16 || (version === 0) !== isV0) return null
    const program = codec.fromWordsUnsafe(rest)
    if (!program || program.length < 2 || program.length > 40) return null
    if (version === 0 && program.length !== 20 && program.length !== 32) return null
    const type =
      version === 0
        ? program.length === 20
          ? 'p2wpkh'
          : 'p2wsh'
        : version === 1 && program.length === 32
          ? 'p2tr'
          : 'witness'
    return { address, networks: [network], type }
  }
  return null
}

function parseBase58(address: string): BitcoinAddressInfo | null {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return null
  }
  if (payload.length !== 21) return null
  const version = payload[0]
  if (version === 0x00) return { address, networks: ['mainnet'], type: 'p2pkh' }
  if (version === 0x05) return { address, networks: ['mainnet'], type: 'p2sh' }
  if (version === 0x6f) return { address, networks: ['testnet', 'regtest'], type: 'p2pkh' }
  if (version === 0xc4) return { address, networks: ['testnet', 'regtest'], type: 'p2sh' }
  return null
}

/** The address's type and networks, or null when it is no valid Bitcoin address. */
export function parseBitcoinAddress(address: string): BitcoinAddressInfo | null {
  if (address.length < 14 || address.length > 90) return null
  return parseWitness(address) ?? parseBase58(address)
}

/**
 * bcoin 1.0.2 spells regtest addresses `rb1…` in plain bech32 for every witness version:
 * a `bcrt1…` address → the spelling the node is asked with.
 */
export function toBcoinAddress(address: string): string {
  const lower = address.toLowerCase() as `${string}1${string}`
  let words: number[]
  try {
    words = bech32.decode(lower, 90).words
  } catch {
    words = bech32m.decode(lower, 90).words
  }
  return bech32.encode('rb', words, 90)
}

/** A bcoin `rb1…` address → the wallets' `bcrt1…` spelling (bech32m from version 1). */
export function fromBcoinAddress(address: string): string {
  const { words } = bech32.decode(address.toLowerCase() as `${string}1${string}`, 90)
  return (words[0] === 0 ? bech32 : bech32m).encode('bcrt', words, 90)
}
