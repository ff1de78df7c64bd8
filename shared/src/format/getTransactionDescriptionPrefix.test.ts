import { describe, expect, it } from 'vitest'
import { getTransactionDescriptionPrefix } from './getTransactionDescriptionPrefix.ts'

describe('getTransactionDescriptionPrefix', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('gives + for %s', (type) => {
    expect(getTransactionDescriptionPrefix(type)).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn'])('gives - for %s', (type) => {
    expect(getTransactionDescriptionPrefix(type)).toBe('-')
  })

  it.each(['send', 'trade', 'approve', 'mint', '', undefined, null])(
    'gives nothing for %j',
    (type) => {
      expect(getTransactionDescriptionPrefix(type)).toBe('')
    },
  )

  it('ignores case', () => {
    expect(getTransactionDescriptionPrefix('Receive')).toBe('+')
    expect(getTransactionDescriptionPrefix('BURN')).toBe('-')
  })
})
