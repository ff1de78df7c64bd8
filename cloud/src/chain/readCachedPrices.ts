/**
 * USD prices kept in ctx.caches.prices (PORTFOLIO_CACHE_EXPIRY_MS, like every price the cloud
 * serves) under `key`, read with `read` when missing. An empty answer, from a chain that did not
 * answer, is not kept: it is asked again next time.
 */
import type { CloudContext } from '../cloudContext.ts'

export async function readCachedPrices(
  ctx: CloudContext,
  key: string,
  read: () => Promise<Map<string, number>>,
): Promise<Map<string, number>> {
  const cached = ctx.caches.prices.get(key)
  if (cached) return cached
  const prices = await read()
  if (prices.size) ctx.caches.prices.set(key, prices)
  return prices
}
