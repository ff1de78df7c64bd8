import { describe, expect, it } from 'vitest'
import { getWalletErrorCode } from './getWalletErrorCode.ts'

describe('getWalletErrorCode', () => {
  it.each([4902, 5000, 32603])('finds %i on the error', (code) => {
    expect(getWalletErrorCode({ code, message: 'switch failed' })).toBe(code)
  })

  it('finds the original error code that mobile wallets nest in data', () => {
    expect(getWalletErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902)
  })

  it('follows the cause chain', () => {
    const error = new Error('Failed to switch', { cause: { code: 4902 } })
    expect(getWalletErrorCode(error)).toBe(4902)
  })

  it('ignores other codes, -32603 included', () => {
    expect(getWalletErrorCode({ code: 4001 })).toBeUndefined()
    expect(getWalletErrorCode({ code: -32603 })).toBeUndefined()
    expect(getWalletErrorCode({ code: '4902' })).toBeUndefined()
    expect(getWalletErrorCode(null)).toBeUndefined()
  })
})
