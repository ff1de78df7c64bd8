import { describe, expect, it } from 'vitest'
import { createTaggedCache } from './createTaggedCache.ts'

describe('createTaggedCache', () => {
  it('serves a read again until a write invalidates one of its tags', async () => {
    const cache = createTaggedCache<string>({ ttlMs: 60_000 })
    let stored = 'v1'
    let loads = 0
    const read = () =>
      cache.read('alice', ['names', 'history:1:alice'], async () => {
        loads++
        return stored
      })
    expect(await read()).toBe('v1')
    stored = 'v2'
    expect(await read()).toBe('v1')
    cache.invalidate(['history:1:bob'])
    expect(await read()).toBe('v1')
    cache.invalidate(['history:1:alice'])
    expect(await read()).toBe('v2')
    expect(loads).toBe(2)
  })

  it('does not keep an answer read while a write of its tags landed', async () => {
    const cache = createTaggedCache<string>({ ttlMs: 60_000 })
    let release: (value: string) => void = () => {}
    const slow = cache.read('k', ['names'], () => new Promise<string>((r) => (release = r)))
    // The write commits and is told while the read is under way: that read saw the old value.
    cache.invalidate(['names'])
    release('old')
    expect(await slow).toBe('old')
    expect(await cache.read('k', ['names'], async () => 'new')).toBe('new')
    expect(cache.get('k')).toBe('new')
  })

  it('expires entries after their time to live', async () => {
    let t = 0
    const cache = createTaggedCache<number>({ ttlMs: 1000, now: () => t })
    await cache.read('k', ['a'], async () => 1)
    t = 999
    expect(cache.get('k')).toBe(1)
    t = 1000
    expect(cache.get('k')).toBeUndefined()
  })

  it('forgets changed tags beyond its bound by treating every older entry as changed', async () => {
    const cache = createTaggedCache<number>({ ttlMs: 60_000, maxTags: 2 })
    await cache.read('k', ['kept'], async () => 1)
    cache.invalidate(['x'])
    cache.invalidate(['y'])
    expect(cache.get('k')).toBe(1)
    cache.invalidate(['z'])
    expect(cache.get('k')).toBeUndefined()
    await cache.read('k', ['kept'], async () => 2)
    expect(cache.get('k')).toBe(2)
  })
})
