/**
 * An SS58 address's shape (Substrate): base58 of a 1–2 byte prefix, a 32-byte public key and a
 * 2-byte checksum. The wallet is the authority on its own address; this only refuses what cannot
 * be one before it reaches the store.
 */
import { base58 } from '@scure/base'

export function isPolkadotAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{46,48}$/.test(value)) return false
  try {
    const bytes = base58.decode(value)
    const prefixLength = (bytes[0] ?? 0) < 64 ? 1 : 2
    return bytes.length === prefixLength + 32 + 2
  } catch {
    return false
  }
}

/** Whether two SS58 addresses are the same key (their network prefixes may differ). */
export function samePolkadotAccount(a: string, b: string): boolean {
  if (!isPolkadotAddress(a) || !isPolkadotAddress(b)) return false
  const key = (address: string) => {
    const bytes = base58.decode(address)
    const start = (bytes[0] ?? 0) < 64 ? 1 : 2
    return bytes.slice(start, start + 32).join(',')
  }
  return key(a) === key(b)
}
