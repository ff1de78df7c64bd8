import { describe, expect, it } from 'vitest'
import { isWalletSendCall, walletSendCallsParamsSchema } from './isWalletSendCall.ts'

const to = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('isWalletSendCall', () => {
  it('accepts a call whose to starts with 0x, with or without data', () => {
    expect(isWalletSendCall({ to })).toBe(true)
    expect(isWalletSendCall({ to, data: '0xa9059cbb', value: '0x0' })).toBe(true)
  })

  it('rejects a to or data without 0x', () => {
    expect(isWalletSendCall({ to: to.slice(2) })).toBe(false)
    expect(isWalletSendCall({ to, data: 'a9059cbb' })).toBe(false)
    expect(isWalletSendCall({ data: '0x' })).toBe(false)
    expect(isWalletSendCall({ to: 1 })).toBe(false)
    expect(isWalletSendCall(null)).toBe(false)
  })
})

describe('walletSendCallsParamsSchema', () => {
  it('reads the params of a wallet_sendCalls request', () => {
    const params = {
      version: '2.0.0',
      chainId: '0x1',
      from: to,
      calls: [
        { to, data: '0x' },
        { to, value: '0x1' },
      ],
      capabilities: { paymasterService: { url: 'https://paymaster.example' } },
    }
    expect(walletSendCallsParamsSchema.parse(params)).toEqual(params)
  })

  it('rejects an empty call list or a bad call', () => {
    expect(walletSendCallsParamsSchema.safeParse({ calls: [] }).success).toBe(false)
    expect(walletSendCallsParamsSchema.safeParse({ calls: [{ to: 'nope' }] }).success).toBe(false)
  })
})
