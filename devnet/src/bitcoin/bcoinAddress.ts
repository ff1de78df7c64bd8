/**
 * bcoin 1.0.2 writes regtest addresses with its own prefix (`rb1…`, plain bech32 for every
 * witness version) where Bitcoin Core and wallets write `bcrt1…` (bech32m from version 1).
 * The node is asked with its spelling; everything we show uses the wallets' spelling.
 */
import { bech32, bech32m } from '@scure/base'

const BCOIN_REGTEST_HRP = 'rb'

function decodeWitnessAddress(address: string): { version: number; program: Uint8Array } {
  const lower = address.toLowerCase()
  let decoded: { prefix: string; words: number[] }
  try {
    decoded = bech32.decode(lower as `${string}1${string}`)
  } catch {
    decoded = bech32m.decode(lower as `${string}1${string}`)
  }
  const [version, ...words] = decoded.words
  if (version === undefined || version > 16) throw new Error(`Not a witness address: ${address}`)
  return { version, program: bech32.fromWords(words) }
}

/** `bcrt1…` → bcoin's `rb1…`. */
export function toBcoinAddress(address: string): string {
  const { version, program } = decodeWitnessAddress(address)
  return bech32.encode(BCOIN_REGTEST_HRP, [version, ...bech32.toWords(program)])
}

/** bcoin's `rb1…` → `bcrt1…` (bech32 for version 0, bech32m above). */
export function fromBcoinAddress(address: string): string {
  const { version, program } = decodeWitnessAddress(address)
  const codec = version === 0 ? bech32 : bech32m
  return codec.encode('bcrt', [version, ...bech32.toWords(program)])
}
