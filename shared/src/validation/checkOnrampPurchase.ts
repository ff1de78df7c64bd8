/**
 * The on-ramp's purchase rules, in one place for the sandbox provider, the cloud and the
 * modal: the amount must be a positive decimal, the currencies and the network offered, and the
 * amount within the payment method's limits (SPEC §9's defaults: card 10–7500, ACH 10–25000).
 * Breaking one throws its §8-style error (ONRAMP_* in the catalogue); nothing is changed.
 */
import type { OnrampOptions } from '../api/onrampSchemas.ts'
import { createPorticoError } from '../errors/createPorticoError.ts'

export interface OnrampPurchase {
  purchaseCurrency: string
  paymentCurrency: string
  /** What the buyer pays, in paymentCurrency. */
  amount: string
  network: string
  /** CARD when absent. */
  paymentMethod?: string
}

const SCALE = 18

/** A decimal string as an integer of 10^-18 units, or null when it is not a decimal. */
export function decimalUnits(text: string): bigint | null {
  const match = /^(\d{1,21})(?:\.(\d{1,18}))?$/.exec(text)
  if (!match) return null
  return (
    BigInt(match[1] ?? '0') * 10n ** BigInt(SCALE) + BigInt((match[2] ?? '').padEnd(SCALE, '0'))
  )
}

/** Throws the rule the purchase breaks; returns the method's limits when it breaks none. */
export function checkOnrampPurchase(
  options: OnrampOptions,
  purchase: OnrampPurchase,
): { min: string; max: string } {
  const amount = decimalUnits(purchase.amount)
  if (amount === null || amount === 0n) throw createPorticoError('ONRAMP_AMOUNT_INVALID')
  const crypto = options.purchaseCurrencies.find((c) => c.id === purchase.purchaseCurrency)
  if (!crypto)
    throw createPorticoError('ONRAMP_CURRENCY_NOT_SUPPORTED', {
      params: { currency: purchase.purchaseCurrency },
    })
  if (!crypto.networks.some((n) => n.name === purchase.network))
    throw createPorticoError('ONRAMP_NETWORK_NOT_SUPPORTED')
  const fiat = options.paymentCurrencies.find((c) => c.id === purchase.paymentCurrency)
  const method = purchase.paymentMethod ?? 'CARD'
  const limits = fiat?.payment_method_limits.find((l) => l.id === method)
  if (!fiat || !limits)
    throw createPorticoError('ONRAMP_CURRENCY_NOT_SUPPORTED', {
      params: { currency: fiat ? method : purchase.paymentCurrency },
    })
  if (amount < (decimalUnits(limits.min) ?? 0n))
    throw createPorticoError('ONRAMP_AMOUNT_BELOW_MINIMUM', {
      params: { limit: `${limits.min} ${fiat.id}` },
    })
  if (amount > (decimalUnits(limits.max) ?? 0n))
    throw createPorticoError('ONRAMP_AMOUNT_ABOVE_MAXIMUM', {
      params: { limit: `${limits.max} ${fiat.id}` },
    })
  return { min: limits.min, max: limits.max }
}
