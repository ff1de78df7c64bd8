import { describe, expect, it } from 'vitest'
import { hexSchema, isHex } from './isHex.ts'
import { isSignedMessage, signedMessageSchema } from './isSignedMessage.ts'
import { isTransactionHash, transactionHashSchema } from './isTransactionHash.ts'

const hex = (n: number) => 'ab'.repeat(n).slice(0, n)

describe('isTransactionHash', () => {
  it('accepts 0x plus exactly 64 hex characters, any case', () => {
    expect(isTransactionHash(`0x${hex(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${'AbCdEf0123456789'.repeat(4)}`)).toBe(true)
    expect(transactionHashSchema.safeParse(`0x${hex(64)}`).success).toBe(true)
  })

  it.each([`0x${hex(63)}`, `0x${hex(65)}`, hex(64), `0X${hex(64)}`, `0x${'g'.repeat(64)}`, 1])(
    'rejects %j',
    (value) => {
      expect(isTransactionHash(value)).toBe(false)
      expect(transactionHashSchema.safeParse(value).success).toBe(false)
    },
  )
})

describe('isSignedMessage', () => {
  it('accepts 0x plus at least 62 hex characters', () => {
    expect(isSignedMessage(`0x${hex(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${hex(130)}`)).toBe(true)
    expect(signedMessageSchema.safeParse(`0x${hex(130)}`).success).toBe(true)
  })

  it.each([`0x${hex(61)}`, hex(130), `0x${hex(62)}z`, null])('rejects %j', (value) => {
    expect(isSignedMessage(value)).toBe(false)
  })
})

describe('isHex', () => {
  it.each(['0x0', '0x1a', '0xDEADbeef'])('accepts %s', (value) => {
    expect(isHex(value)).toBe(true)
    expect(hexSchema.parse(value)).toBe(value)
  })

  it.each(['0x', '1a', '0xg', ' 0x1', '0x1 ', undefined])('rejects %j', (value) => {
    expect(isHex(value)).toBe(false)
  })
})
