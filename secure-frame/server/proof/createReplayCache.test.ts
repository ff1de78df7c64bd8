import { describe, expect, it } from 'vitest'
import { createReplayCache } from './createReplayCache.ts'

describe('createReplayCache', () => {
  it('refuses an id it has seen until that id expires', async () => {
    const cache = createReplayCache()
    expect(await cache.remember('a', 2000, 1000)).toBe(true)
    expect(await cache.remember('a', 2000, 1500)).toBe(false)
    expect(await cache.remember('a', 4000, 2500)).toBe(true)
  })

  it('stays within its bound, dropping expired then oldest ids', async () => {
    const cache = createReplayCache(3)
    for (const id of ['a', 'b', 'c', 'd']) await cache.remember(id, 10_000, 0)
    expect(cache.size).toBe(3)
    expect(await cache.remember('d', 10_000, 0)).toBe(false)
    expect(await cache.remember('e', 10_000, 20_000)).toBe(true)
    expect(cache.size).toBe(1)
  })
})
