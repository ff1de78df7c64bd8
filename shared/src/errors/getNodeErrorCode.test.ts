import { describe, expect, it } from 'vitest'
import { getNodeErrorCode } from './getNodeErrorCode.ts'

describe('getNodeErrorCode', () => {
  it.each([
    ['execution reverted: Ownable: caller is not the owner', 'EXECUTION_REVERTED'],
    ['max fee per gas higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
    ['fee cap higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
    ['max fee per gas less than block base fee: address 0x…', 'FEE_CAP_TOO_LOW'],
    ['transaction is outdated', 'FEE_CAP_TOO_LOW'],
    ['nonce too high', 'NONCE_TOO_HIGH'],
    ['nonce too low: next nonce 5, tx nonce 3', 'NONCE_TOO_LOW'],
    ['already known', 'NONCE_TOO_LOW'],
    ['nonce has max value', 'NONCE_MAX_VALUE'],
    ['insufficient funds for gas * price + value', 'INSUFFICIENT_FUNDS'],
    ['intrinsic gas too high', 'INTRINSIC_GAS_TOO_HIGH'],
    ['intrinsic gas too low', 'INTRINSIC_GAS_TOO_LOW'],
    ['transaction type not valid', 'TRANSACTION_TYPE_NOT_SUPPORTED'],
    ['max priority fee per gas higher than max fee per gas', 'TIP_ABOVE_FEE_CAP'],
    ['tip higher than fee cap', 'TIP_ABOVE_FEE_CAP'],
    ['header not found', 'UNKNOWN_NODE_ERROR'],
  ])('maps %j to %s', (message, code) => {
    expect(getNodeErrorCode(new Error(message))).toBe(code)
  })

  it('ignores case', () => {
    expect(getNodeErrorCode('Nonce Too Low')).toBe('NONCE_TOO_LOW')
  })

  it('reads the JSON-RPC error nested in the cause', () => {
    const error = new Error('RPC Request failed', {
      cause: { code: -32000, message: 'insufficient funds for transfer' },
    })
    expect(getNodeErrorCode(error)).toBe('INSUFFICIENT_FUNDS')
  })

  it('treats JSON-RPC code 3 as a revert', () => {
    expect(getNodeErrorCode({ code: 3, message: 'reverted' })).toBe('EXECUTION_REVERTED')
  })

  it('falls back to the unknown node error', () => {
    expect(getNodeErrorCode(undefined)).toBe('UNKNOWN_NODE_ERROR')
    expect(getNodeErrorCode({})).toBe('UNKNOWN_NODE_ERROR')
  })
})
