import { describe, expect, it } from 'vitest'
import { landsWhenFailed, toRpcTransactionError } from './transactionError.ts'

describe('toRpcTransactionError', () => {
  it('names the errors a transaction fails with before it runs', () => {
    expect(toRpcTransactionError(7)).toBe('BlockhashNotFound')
    expect(toRpcTransactionError(4)).toBe('InsufficientFundsForFee')
    expect(landsWhenFailed('BlockhashNotFound')).toBe(false)
  })

  it('shapes an instruction error as the RPC does', () => {
    const custom = { index: 1, err: () => ({ code: 17 }) } as never
    expect(toRpcTransactionError(custom)).toEqual({ InstructionError: [1, { Custom: 17 }] })
    const fieldless = { index: 0, err: () => 5 } as never
    const shaped = toRpcTransactionError(fieldless)
    expect(shaped).toEqual({ InstructionError: [0, 'InsufficientFunds'] })
    expect(landsWhenFailed(shaped)).toBe(true)
  })
})
