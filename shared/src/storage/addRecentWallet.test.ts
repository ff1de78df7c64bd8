import { describe, expect, it } from 'vitest'
import { addRecentWallet } from './addRecentWallet.ts'

const w = (id: string) => ({ id, name: id })

describe('addRecentWallet', () => {
  it('puts the wallet first and keeps at most 2', () => {
    expect(addRecentWallet([w('a'), w('b')], w('c')).map((x) => x.id)).toEqual(['c', 'a'])
    expect(addRecentWallet([], w('a')).map((x) => x.id)).toEqual(['a'])
  })

  it('moves a wallet already in the list to the front without duplicating it', () => {
    expect(addRecentWallet([w('a'), w('b')], w('b')).map((x) => x.id)).toEqual(['b', 'a'])
  })

  it('does not change the given list', () => {
    const list = [w('a')]
    addRecentWallet(list, w('b'))
    expect(list).toEqual([w('a')])
  })
})
