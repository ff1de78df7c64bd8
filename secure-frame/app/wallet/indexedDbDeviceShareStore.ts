/**
 * The DeviceShareStore in the frame origin's IndexedDB (`portico-secure-frame`, version 2, store
 * `wallet`; the device key's `keys` store is opened by the same upgrade, see
 * ../worker/frameDatabase.ts). The device AES key is a non-extractable CryptoKey stored as it is
 * (structured clone), so the page's script can use it but never read its bytes.
 */
import { openFrameDatabase, runInStore, WALLET_STORE } from '../worker/frameDatabase.ts'
import type { DeviceShareRecord, DeviceShareStore } from './deviceShareStore.ts'
import { generateAesKey } from './shareCrypto.ts'

const AES_KEY_ID = 'deviceAesKey'
const recordId = (walletKey: string) => `share:${walletKey}`

const run = <T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  op: (store: IDBObjectStore) => IDBRequest<T>,
) => runInStore(db, WALLET_STORE, mode, op)

/** Opens the store; rejects where IndexedDB is denied (the caller falls back to memory). */
export async function openIndexedDbDeviceShareStore(): Promise<DeviceShareStore> {
  const db = await openFrameDatabase()
  let aesKey: Promise<CryptoKey> | undefined
  return {
    persistent: true,
    deviceAesKey() {
      aesKey ??= (async () => {
        const stored = await run<CryptoKey | undefined>(db, 'readonly', (s) => s.get(AES_KEY_ID))
        if (stored) return stored
        const key = await generateAesKey()
        await run(db, 'readwrite', (s) => s.put(key, AES_KEY_ID))
        return key
      })()
      aesKey.catch(() => {
        aesKey = undefined
      })
      return aesKey
    },
    get: (walletKey) =>
      run<DeviceShareRecord | undefined>(db, 'readonly', (s) => s.get(recordId(walletKey))),
    put: async (record) => {
      await run(db, 'readwrite', (s) => s.put(record, recordId(record.walletKey)))
    },
    delete: async (walletKey) => {
      await run(db, 'readwrite', (s) => s.delete(recordId(walletKey)))
    },
  }
}
