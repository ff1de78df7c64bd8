/** Waits until the indexer has stored the chain's blocks up to `blockNumber`. */
import type { Queryable } from '../db/database.ts'
import { readIndexedHead } from '../indexer/transferStore.ts'

export async function waitForIndexed(
  db: Queryable,
  chainId: number,
  blockNumber: bigint,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const head = await readIndexedHead(db, chainId)
    if (head && head.blockNumber >= blockNumber) return
    if (Date.now() > deadline)
      throw new Error(
        `chain ${chainId} indexed to ${head?.blockNumber ?? 'nothing'}, not to ${blockNumber}`,
      )
    await new Promise((r) => setTimeout(r, 50))
  }
}
