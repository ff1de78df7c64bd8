import { describe, expect, it } from 'vitest'
import { messages as english } from '../../i18n/locales/en/messages.ts'
import { messages as englishSend } from '../../i18n/locales/en/send.ts'
import { ETH, RECEIVER, TUSD } from '../account/fakeCloud.test-helpers.ts'
import { sendTexts } from './sendMessages.ts'
import { getSendIssue, sendIssues, withHexPrefix } from './validateSend.ts'

const valid = { token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER }

describe('getSendIssue (SPEC §5)', () => {
  it('asks for the token, then the amount, then the receiver', () => {
    expect(getSendIssue({})).toBe('SELECT_TOKEN')
    expect(getSendIssue({ token: ETH })).toBe('ENTER_AMOUNT')
    expect(getSendIssue({ token: ETH, sendTokenAmount: '1' })).toBe('ENTER_RECEIVER')
    expect(getSendIssue(valid)).toBeUndefined()
  })

  it('wants an amount above 0', () => {
    for (const amount of ['0', '0.000', 'abc', '-1', '1e3', '.', '1.2.3'])
      expect(getSendIssue({ ...valid, sendTokenAmount: amount }), amount).toBe('INVALID_AMOUNT')
    expect(getSendIssue({ ...valid, sendTokenAmount: '.5' })).toBeUndefined()
  })

  it('wants no more decimals than the token has', () => {
    expect(getSendIssue({ ...valid, token: TUSD, sendTokenAmount: '1.1234567' })).toBe(
      'TOO_MANY_DECIMALS',
    )
    expect(getSendIssue({ ...valid, token: TUSD, sendTokenAmount: '1.123456' })).toBeUndefined()
  })

  it('wants no more than the balance', () => {
    expect(getSendIssue({ ...valid, sendTokenAmount: '2' })).toBeUndefined()
    expect(getSendIssue({ ...valid, sendTokenAmount: '2.000000000000000001' })).toBe(
      'INSUFFICIENT_FUNDS',
    )
  })

  it('wants an EVM address: 40 hex characters, 0x optional', () => {
    expect(getSendIssue({ ...valid, receiverAddress: '0x123' })).toBe('INVALID_RECEIVER')
    expect(getSendIssue({ ...valid, receiverAddress: 'alice.reown.id' })).toBe('INVALID_RECEIVER')
    expect(getSendIssue({ ...valid, receiverAddress: RECEIVER.slice(2) })).toBeUndefined()
    expect(withHexPrefix(RECEIVER.slice(2))).toBe(RECEIVER)
  })

  it('last, wants enough gas', () => {
    expect(getSendIssue({ ...valid, insufficientGas: true })).toBe('INSUFFICIENT_GAS')
    expect(getSendIssue({ token: ETH, insufficientGas: true })).toBe('ENTER_AMOUNT')
  })

  it("has a message in Send's catalogue for every issue, and in the views' for every error text", () => {
    expect(englishSend['send.issue.INSUFFICIENT_GAS']).toEqual(['Insufficient gas funds'])
    for (const issue of sendIssues) expect(englishSend[`send.issue.${issue}`]).toBeDefined()
    // The errors are the logic's, translated from their English text: the open path's catalogue.
    const texts = Object.values(english).map((m) => (Array.isArray(m) ? m.join('') : m))
    for (const text of Object.values(sendTexts)) expect(texts).toContain(text)
  })
})
