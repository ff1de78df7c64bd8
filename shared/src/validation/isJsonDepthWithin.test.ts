import { describe, expect, it } from 'vitest'
import { isJsonDepthWithin } from './isJsonDepthWithin.ts'

/** `[[[…]]]` nested `depth` arrays deep, built without recursion. */
const nested = (depth: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

describe('isJsonDepthWithin', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(isJsonDepthWithin('text', 0)).toBe(true)
    expect(isJsonDepthWithin({ a: 1 }, 1)).toBe(true)
    expect(isJsonDepthWithin({ a: { b: [1] } }, 3)).toBe(true)
    expect(isJsonDepthWithin({ a: { b: [1] } }, 2)).toBe(false)
  })

  it('answers for 100,000 levels without overflowing the stack', () => {
    expect(isJsonDepthWithin(nested(100_000), 32)).toBe(false)
    expect(isJsonDepthWithin(nested(32), 32)).toBe(true)
  })
})
