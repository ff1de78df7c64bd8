import { describe, expect, it } from 'vitest'
import { evmAddressSchema, isEvmAddress } from './isEvmAddress.ts'
import { isSolanaAddress, solanaAddressSchema } from './isSolanaAddress.ts'

describe('isEvmAddress', () => {
  it('accepts 40 hex characters with or without 0x', () => {
    expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
    expect(isEvmAddress('ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
    expect(evmAddressSchema.safeParse('0x0000000000000000000000000000000000000000').success).toBe(
      true,
    )
  })

  it.each([
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd',
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdbb',
    '0xzb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    '0x',
    '',
    42,
  ])('rejects %j', (value) => {
    expect(isEvmAddress(value)).toBe(false)
    expect(evmAddressSchema.safeParse(value).success).toBe(false)
  })
})

describe('isSolanaAddress', () => {
  it.each([
    '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    '11111111111111111111111111111111',
    'So11111111111111111111111111111111111111112',
  ])('accepts %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
    expect(solanaAddressSchema.parse(value)).toBe(value)
  })

  it.each([
    '1111111111111111111111111111111',
    `${'1'.repeat(45)}`,
    '0S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'OS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'IS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'lS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  ])('rejects %j', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})
