import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress.ts'

describe('truncateAddress', () => {
  it('keeps 4 leading and 6 trailing characters', () => {
    expect(truncateAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe('0xab…5Bfcdb')
    expect(truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('7S3P…ArAaKv')
  })

  it('leaves strings that would not get shorter', () => {
    expect(truncateAddress('0123456789')).toBe('0123456789')
    expect(truncateAddress('01234567890')).toBe('01234567890')
    expect(truncateAddress('012345678901')).toBe('0123…678901')
    expect(truncateAddress('')).toBe('')
  })

  it('takes other lengths', () => {
    expect(truncateAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 6, 4)).toBe('0xab16…fcdb')
  })
})
