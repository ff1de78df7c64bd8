// @vitest-environment node
import { PorticoError } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { describeSendFailure } from './describeSendFailure.ts'

describe('describeSendFailure', () => {
  it('a wallet refusal (4001)', () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(describeSendFailure(rejected)).toEqual({
      code: 'USER_REJECTED',
      message: 'The wallet declined the transaction',
    })
  })

  it('chain node errors get their SPEC §8 message, nested or not', () => {
    const funds = { code: -32000, message: 'insufficient funds for gas * price + value' }
    expect(describeSendFailure(funds)).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message:
        'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    })
    const nonce = Object.assign(new Error('Internal error'), {
      code: -32603,
      data: { message: 'nonce too low' },
    })
    expect(describeSendFailure(nonce).code).toBe('NONCE_TOO_LOW')
    expect(describeSendFailure({ code: 3, message: 'execution reverted: balance' }).message).toBe(
      'Execution reverted.',
    )
  })

  it('our own errors keep their text; anything else is an unknown node error', () => {
    expect(
      describeSendFailure(new PorticoError('No wallet is connected', { code: 'NO_WALLET' })),
    ).toEqual({ code: 'NO_WALLET', message: 'No wallet is connected' })
    expect(describeSendFailure(new Error('boom')).code).toBe('UNKNOWN_NODE_ERROR')
  })
})
