/**
 * The frame origin's IndexedDB database `portico-secure-frame` (the browser partitions it per
 * top-level site). Version 1 held the device key (`keys`); version 2 adds `wallet` for the
 * device share records and the device AES key. The upgrade keeps `keys` and what it holds.
 */
export const FRAME_DB_NAME = 'portico-secure-frame'
export const FRAME_DB_VERSION = 2
export const KEYS_STORE = 'keys'
export const WALLET_STORE = 'wallet'

export function openFrameDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(FRAME_DB_NAME, FRAME_DB_VERSION)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(KEYS_STORE)) db.createObjectStore(KEYS_STORE)
      if (!db.objectStoreNames.contains(WALLET_STORE)) db.createObjectStore(WALLET_STORE)
    }
    request.onsuccess = () => {
      // A later version opened in another page closes this one rather than waiting on it.
      request.result.onversionchange = () => request.result.close()
      resolve(request.result)
    }
    request.onerror = () => reject(request.error)
    // A page of the version-1 app still open: fall back (this page load) rather than hang.
    request.onblocked = () => reject(new Error('The frame database is open in an older page'))
  })
}

/** One request on one object store of the frame database, as a promise. */
export function runInStore<T>(
  db: IDBDatabase,
  storeName: typeof KEYS_STORE | typeof WALLET_STORE,
  mode: IDBTransactionMode,
  op: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = op(db.transaction(storeName, mode).objectStore(storeName))
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}
