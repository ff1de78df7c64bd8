/**
 * Remembers what a chain answered when it never changes (a token's metadata, a pool's address
 * and tokens), per chain client and key, so it is read once. A failed or empty read (null) is
 * not remembered: a later call tries again.
 */
import type { Address, PublicClient } from 'viem'

/** `read(client, ...args)` once per client and `keyOf(...args)`. */
export function readOncePerKey<A extends unknown[], T>(
  read: (client: PublicClient, ...args: A) => Promise<T | null>,
  keyOf: (...args: A) => string,
): (client: PublicClient, ...args: A) => Promise<T | null> {
  const known = new WeakMap<PublicClient, Map<string, T>>()
  return async (client, ...args) => {
    let cache = known.get(client)
    if (!cache) {
      cache = new Map()
      known.set(client, cache)
    }
    const key = keyOf(...args)
    const cached = cache.get(key)
    if (cached !== undefined) return cached
    const value = await read(client, ...args)
    if (value !== null) cache.set(key, value)
    return value
  }
}

/** `read(client, address)` once per client and contract address (case-insensitive). */
export const readOncePerContract = <T>(
  read: (client: PublicClient, address: Address) => Promise<T | null>,
) => readOncePerKey(read, (address: Address) => address.toLowerCase())
