/**
 * A swap route's chain read shared by identical requests (ctx.caches.swapReads, a FreshRead): a
 * caller joins the next read of its key, never one that began before it asked, so an answer is
 * as fresh as a read of its own while sixteen identical requests cost the node at most two.
 */
import type { CloudContext } from '../cloudContext.ts'

export const sharedSwapRead = <T>(
  ctx: CloudContext,
  key: string,
  read: () => Promise<T>,
): Promise<T> => ctx.caches.swapReads(key, read) as Promise<T>
