/**
 * Remembers what a contract answered, per chain client and address (case-insensitive), so
 * metadata that never changes is read once. A failed read (null) is not remembered: a later
 * call tries again.
 */
import type { Address, PublicClient } from 'viem'

export function readOncePerContract<T>(
  read: (client: PublicClient, address: Address) => Promise<T | null>,
): (client: PublicClient, address: Address) => Promise<T | null> {
  const known = new WeakMap<PublicClient, Map<string, T>>()
  return async (client, address) => {
    let cache = known.get(client)
    if (!cache) {
      cache = new Map()
      known.set(client, cache)
    }
    const key = address.toLowerCase()
    const cached = cache.get(key)
    if (cached !== undefined) return cached
    const value = await read(client, address)
    if (value !== null) cache.set(key, value)
    return value
  }
}
