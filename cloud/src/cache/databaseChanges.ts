/**
 * Which cached reads a write made stale, told to everyone reading the same database object in
 * this process: the stores publish the tags they wrote (names, smart sessions) once committed,
 * and every cloud server on that database drops its entries holding them (createTaggedCache.ts,
 * catalogue/catalogueCache.ts).
 * It reaches this process only, which is all PGlite can have (one process holds its data dir);
 * a PostgreSQL server may have other instances writing, so the caches rely on it on PGlite only.
 */

export type ChangeListener = (tags: readonly string[]) => void

const listeners = new WeakMap<object, Set<ChangeListener>>()

/** After a commit: `tags` of `db` changed. */
export function publishChanges(db: object, tags: readonly string[]): void {
  for (const listener of listeners.get(db) ?? []) listener(tags)
}

/** Returns the function that stops listening. */
export function subscribeChanges(db: object, listener: ChangeListener): () => void {
  const set = listeners.get(db) ?? new Set<ChangeListener>()
  listeners.set(db, set)
  set.add(listener)
  return () => void set.delete(listener)
}

/** The tags of the writes the stores publish. */
export const changeTags = {
  /** The wallet catalogue was written (an import, a reset, the start's seeding). */
  catalogue: 'catalogue',
  /** Any name registration: look-ups, reverse look-ups and suggestions all read every name. */
  names: 'names',
  sessions: (projectId: string, address: string) =>
    `sessions:${projectId}:${address.toLowerCase()}`,
  history: (chainId: number, account: string) => `history:${chainId}:${account.toLowerCase()}`,
  /** Every account's history (the chain was reset and is being indexed again). */
  allHistory: 'history:*',
} as const
