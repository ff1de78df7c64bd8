/**
 * Where this browser keeps its enrolment (KEYS.md "device share"): one record per wallet, keyed
 * by the wallet's addresses, holding the enrolment id, the device share and RK, both sealed
 * (AES-256-GCM) under a non-extractable device AES key kept beside them. Two implementations:
 * in memory (tests, and browsers that deny IndexedDB: the wallet then lasts one page load) and
 * IndexedDB (indexedDbDeviceShareStore.ts).
 */
import { generateAesKey } from './shareCrypto.ts'
import type { WalletAddresses } from './walletSecret.ts'

export interface DeviceShareRecord {
  /** walletRecordKey(addresses) */
  walletKey: string
  enrolmentId: string
  /** The device share sealed under the device AES key (AAD.deviceShare(enrolmentId)). */
  deviceShare: string
  /** RK sealed under the device AES key (AAD.deviceRecoveryKey). */
  recoveryKey: string
}

export interface DeviceShareStore {
  /** The device AES key: the stored one, or a new one stored for next time. */
  deviceAesKey(): Promise<CryptoKey>
  get(walletKey: string): Promise<DeviceShareRecord | undefined>
  put(record: DeviceShareRecord): Promise<void>
  delete(walletKey: string): Promise<void>
  /** Whether the records survive a reload. */
  readonly persistent: boolean
}

/** The record's key: the wallet's addresses (the EVM one lower-cased). */
export const walletRecordKey = (addresses: WalletAddresses): string =>
  `${addresses.evmAddress.toLowerCase()}:${addresses.solanaAddress}`

/**
 * Records in memory. `persistent` says whether it stands in for storage that survives a reload
 * (tests: yes, the default) or is the fallback of a browser that denies IndexedDB (no).
 */
export function createMemoryDeviceShareStore({ persistent = true } = {}): DeviceShareStore & {
  /** What a copy of this browser's storage holds (tests). */
  dump(): { aesKey: CryptoKey | undefined; records: DeviceShareRecord[] }
} {
  let aesKey: Promise<CryptoKey> | undefined
  let resolved: CryptoKey | undefined
  const records = new Map<string, DeviceShareRecord>()
  return {
    persistent,
    deviceAesKey() {
      aesKey ??= generateAesKey().then((key) => {
        resolved = key
        return key
      })
      return aesKey
    },
    async get(walletKey) {
      const record = records.get(walletKey)
      return record && { ...record }
    },
    async put(record) {
      records.set(record.walletKey, { ...record })
    },
    async delete(walletKey) {
      records.delete(walletKey)
    },
    dump: () => ({ aesKey: resolved, records: [...records.values()].map((r) => ({ ...r })) }),
  }
}
