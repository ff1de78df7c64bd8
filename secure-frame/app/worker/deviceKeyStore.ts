/**
 * Where the device key lives: a non-extractable ECDSA P-256 key pair in this origin's IndexedDB
 * (the browser partitions it per top-level site). Where IndexedDB is denied, a key for this page
 * only: logins still work, they just do not survive a reload.
 */
import { openFrameDatabase as openDb, runInStore, KEYS_STORE as STORE } from './frameDatabase.ts'

const KEY_ID = 'device'

const run = <T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  op: (store: IDBObjectStore) => IDBRequest<T>,
) => runInStore(db, STORE, mode, op)

const generate = () =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]) as Promise<CryptoKeyPair>

/** The device's key pair: the stored one, or a new one stored for next time. */
export async function loadDeviceKeyPair(): Promise<{
  keyPair: CryptoKeyPair
  persistent: boolean
}> {
  let db: IDBDatabase
  try {
    db = await openDb()
  } catch {
    return { keyPair: await generate(), persistent: false }
  }
  try {
    const stored = await run<CryptoKeyPair | undefined>(db, 'readonly', (s) => s.get(KEY_ID))
    if (stored?.privateKey && stored.publicKey) return { keyPair: stored, persistent: true }
    const keyPair = await generate()
    await run(db, 'readwrite', (s) => s.put(keyPair, KEY_ID))
    return { keyPair, persistent: true }
  } finally {
    db.close()
  }
}
