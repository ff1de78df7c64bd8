import { describe, expect, it } from 'vitest'
import { moveItem } from './moveItem.ts'

describe('moveItem', () => {
  const order = ['email', 'social', 'wallet'] as const

  it('moves an item up or down one place', () => {
    expect(moveItem(order, 2, -1)).toEqual(['email', 'wallet', 'social'])
    expect(moveItem(order, 0, 1)).toEqual(['social', 'email', 'wallet'])
  })

  it('stops at the ends and ignores an index outside the list', () => {
    expect(moveItem(order, 0, -1)).toEqual(order)
    expect(moveItem(order, 2, 1)).toEqual(order)
    expect(moveItem(order, 0, 5)).toEqual(['social', 'wallet', 'email'])
    expect(moveItem(order, 7, -1)).toEqual(order)
  })

  it('returns a new array and leaves the input as it was', () => {
    const list = ['a', 'b']
    const moved = moveItem(list, 1, -1)
    expect(moved).not.toBe(list)
    expect(list).toEqual(['a', 'b'])
  })
})
