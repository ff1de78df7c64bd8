import { describe, expect, it } from 'vitest'
import { createTtlCache } from './createTtlCache.ts'

describe('createTtlCache', () => {
  it('serves a value until its time to live has passed', () => {
    let t = 1000
    const cache = createTtlCache<string>({ ttlMs: 30_000, now: () => t })
    cache.set('a', 'x')
    t += 29_999
    expect(cache.get('a')).toBe('x')
    t += 1
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the oldest entries beyond its bound', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('a', 3)
    cache.set('c', 4)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(3)
    expect(cache.get('c')).toBe(4)
  })
})
