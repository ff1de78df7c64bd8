import { describe, expect, it } from 'vitest'
import { isSafeRpcMethod } from './isSafeRpcMethod.ts'

describe('isSafeRpcMethod', () => {
  it('is true only for safe methods', () => {
    expect(isSafeRpcMethod('eth_call')).toBe(true)
    expect(isSafeRpcMethod('getLatestBlockhash')).toBe(true)
    expect(isSafeRpcMethod('personal_sign')).toBe(false)
    expect(isSafeRpcMethod('eth_sign')).toBe(false)
    expect(isSafeRpcMethod(null)).toBe(false)
  })

  it('picks the requests to abort when pending requests are rejected', () => {
    const pending = [
      'eth_getBalance',
      'eth_sendTransaction',
      'wallet_getCallsStatus',
      'personal_sign',
    ]
    expect(pending.filter((method) => !isSafeRpcMethod(method))).toEqual([
      'eth_sendTransaction',
      'personal_sign',
    ])
  })
})
