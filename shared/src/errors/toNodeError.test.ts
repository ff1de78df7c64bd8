import { describe, expect, it } from 'vitest'
import { RpcError } from './RpcError.ts'
import { toNodeError } from './toNodeError.ts'

describe('toNodeError', () => {
  it('wraps the node error in the RpcError of its code', () => {
    const cause = { code: -32000, message: 'nonce too low' }
    const error = toNodeError(cause)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.code).toBe('NONCE_TOO_LOW')
    expect(error.shortMessage).toBe(
      'Nonce provided for the transaction is lower than the current nonce of the account.',
    )
    expect(error.rpcCode).toBe(-32000)
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('nonce too low')
  })

  it('keeps the revert reason as details', () => {
    const error = toNodeError(
      new Error('execution reverted: ERC20: transfer amount exceeds balance'),
    )
    expect(error.code).toBe('EXECUTION_REVERTED')
    expect(error.details).toBe('ERC20: transfer amount exceeds balance')
  })

  it('uses the node text as details when a revert has no reason', () => {
    const error = toNodeError(new Error('execution reverted'))
    expect(error.code).toBe('EXECUTION_REVERTED')
    expect(error.details).toBe('execution reverted')
  })

  it('gives the unknown node error for anything else', () => {
    const error = toNodeError(42)
    expect(error.code).toBe('UNKNOWN_NODE_ERROR')
    expect(error.rpcCode).toBeUndefined()
    expect(error.details).toBeUndefined()
  })
})
