/**
 * Typed, fail-safe access to local storage. Every read is validated: a corrupt value reads as
 * absent and is removed. Nothing here throws, even when the backend itself does (private modes
 * and sandboxed frames throw "Access is denied" or a SecurityError on any access).
 */
import * as z from 'zod/mini'
import type { ChainNamespace } from '../caip/chainNamespaces.ts'
import {
  ENS_CACHE_EXPIRY_MS,
  IDENTITY_CACHE_EXPIRY_MS,
  NATIVE_BALANCE_CACHE_EXPIRY_MS,
  PORTFOLIO_CACHE_EXPIRY_MS,
} from '../constants.ts'
import { porticoErrorMap } from '../errors/porticoErrorMap.ts'
import { type StorageValue, storageItems } from './storageItems.ts'
import { getConnectedConnectorIdKey, type StorageItemName, storageKeys } from './storageKeys.ts'

/** The part of the Web Storage API used: `localStorage` fits, so does an in-memory fake. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const caches = {
  portfolio: { item: 'portfolioCache', expiryMs: PORTFOLIO_CACHE_EXPIRY_MS },
  nativeBalance: { item: 'nativeBalanceCache', expiryMs: NATIVE_BALANCE_CACHE_EXPIRY_MS },
  ens: { item: 'ensCache', expiryMs: ENS_CACHE_EXPIRY_MS },
  identity: { item: 'identityCache', expiryMs: IDENTITY_CACHE_EXPIRY_MS },
} as const

export type CacheName = keyof typeof caches
type CacheItem<C extends CacheName> = (typeof caches)[C]['item']
/** The value cached for one address. */
export type CacheValue<C extends CacheName> =
  StorageValue<CacheItem<C>> extends Record<string, { value: infer V }> ? V : never

export interface PorticoStorage {
  /** The item's value, or `undefined` when absent, corrupt (then removed) or unreadable. */
  get<N extends StorageItemName>(name: N): StorageValue<N> | undefined
  /** Stores the item; `false` when the value does not encode or the backend refused it. */
  set<N extends StorageItemName>(name: N, value: StorageValue<N>): boolean
  remove(name: StorageItemName): void
  getConnectedConnectorId(namespace: ChainNamespace): string | undefined
  setConnectedConnectorId(namespace: ChainNamespace, connectorId: string): boolean
  removeConnectedConnectorId(namespace: ChainNamespace): void
  /** The cached value for `address`, or `undefined` when absent or expired (then dropped). */
  getCached<C extends CacheName>(cache: C, address: string, now?: number): CacheValue<C> | undefined
  setCached<C extends CacheName>(
    cache: C,
    address: string,
    value: CacheValue<C>,
    now?: number,
  ): boolean
}

/** Creates the storage over `backend`; without one (server rendering) it holds nothing. */
export function createStorage(backend?: StorageBackend | null): PorticoStorage {
  const read = (key: string): string | null => {
    try {
      return backend?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const write = (key: string, value: string): boolean => {
    if (!backend) return false
    try {
      backend.setItem(key, value)
      return true
    } catch {
      return false
    }
  }
  const erase = (key: string): void => {
    try {
      backend?.removeItem(key)
    } catch {
      // Nothing to do: the item stays unreadable for us either way.
    }
  }

  function get<N extends StorageItemName>(name: N): StorageValue<N> | undefined {
    const key = storageKeys[name]
    const raw = read(key)
    if (raw === null) return undefined
    const decoded = z.safeDecode(storageItems[name], raw as never, { error: porticoErrorMap })
    if (decoded.success) return decoded.data as StorageValue<N>
    erase(key)
    return undefined
  }

  function set<N extends StorageItemName>(name: N, value: StorageValue<N>): boolean {
    const encoded = z.safeEncode(storageItems[name], value as never)
    return encoded.success && write(storageKeys[name], String(encoded.data))
  }

  function getCachedRecord<C extends CacheName>(cache: C) {
    return (get(caches[cache].item) ?? {}) as Record<
      string,
      { timestamp: number; value: CacheValue<C> }
    >
  }

  function setCachedRecord<C extends CacheName>(
    cache: C,
    record: Record<string, { timestamp: number; value: CacheValue<C> }>,
  ): boolean {
    return set(caches[cache].item, record as never)
  }

  return {
    get,
    set,
    remove: (name) => erase(storageKeys[name]),
    getConnectedConnectorId(namespace) {
      const key = getConnectedConnectorIdKey(namespace)
      const raw = read(key)
      if (raw === null) return undefined
      if (raw !== '') return raw
      erase(key)
      return undefined
    },
    setConnectedConnectorId: (namespace, connectorId) =>
      connectorId !== '' && write(getConnectedConnectorIdKey(namespace), connectorId),
    removeConnectedConnectorId: (namespace) => erase(getConnectedConnectorIdKey(namespace)),
    getCached(cache, address, now = Date.now()) {
      const record = getCachedRecord(cache)
      const entry = record[address]
      if (!entry || !Object.hasOwn(record, address)) return undefined
      if (now - entry.timestamp < caches[cache].expiryMs) return entry.value
      delete record[address]
      setCachedRecord(cache, record)
      return undefined
    },
    setCached(cache, address, value, now = Date.now()) {
      const record = getCachedRecord(cache)
      record[address] = { timestamp: now, value }
      return setCachedRecord(cache, record)
    },
  }
}
