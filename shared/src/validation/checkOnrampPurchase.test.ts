import { describe, expect, it } from 'vitest'
import type { OnrampOptions } from '../api/onrampSchemas.ts'
import { ONRAMP_DEFAULT_LIMITS } from '../constants.ts'
import { checkOnrampPurchase, decimalUnits } from './checkOnrampPurchase.ts'

const options: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'portico-devnet', display_name: 'Devnet', chain_id: '31337', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [...ONRAMP_DEFAULT_LIMITS] }],
}
const buy = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'portico-devnet' }

const messageOf = (amount: string, extra: object = {}) => {
  try {
    checkOnrampPurchase(options, { ...buy, amount, ...extra })
    return 'ok'
  } catch (error) {
    return (error as Error).message
  }
}

describe('checkOnrampPurchase', () => {
  it('takes amounts within the method limits, ends included', () => {
    expect(messageOf('10')).toBe('ok')
    expect(messageOf('7500.00')).toBe('ok')
    expect(messageOf('25000', { paymentMethod: 'ACH_BANK_ACCOUNT' })).toBe('ok')
  })
  it('says which limit an amount breaks', () => {
    expect(messageOf('9.99')).toBe('The minimum is 10.00 USD')
    expect(messageOf('7500.01')).toBe('The maximum is 7500.00 USD')
    expect(messageOf('25000.01', { paymentMethod: 'ACH_BANK_ACCOUNT' })).toBe(
      'The maximum is 25000.00 USD',
    )
  })
  it('refuses zero, text and unknown currencies, methods or networks', () => {
    expect(messageOf('0')).toBe('Enter an amount greater than 0')
    expect(messageOf('-5')).toBe('Enter an amount greater than 0')
    expect(messageOf('1e3')).toBe('Enter an amount greater than 0')
    expect(messageOf('20', { purchaseCurrency: 'BTC' })).toBe(
      'BTC is not offered by the on-ramp provider',
    )
    expect(messageOf('20', { paymentCurrency: 'GBP' })).toBe(
      'GBP is not offered by the on-ramp provider',
    )
    expect(messageOf('20', { paymentMethod: 'PAYPAL' })).toBe(
      'PAYPAL is not offered by the on-ramp provider',
    )
    expect(messageOf('20', { network: 'base' })).toBe('Network not supported for On-Ramp')
  })
  it('reads decimals exactly', () => {
    expect(decimalUnits('1.5')).toBe(15n * 10n ** 17n)
    expect(decimalUnits('0.000000000000000001')).toBe(1n)
    expect(decimalUnits('1.')).toBeNull()
  })
})
