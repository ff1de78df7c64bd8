/**
 * The sandbox's test cards, like a payment provider's test mode: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined; any other number is refused with a message naming the test
 * card, and a malformed one (not 13–19 digits, or failing the Luhn check) as invalid. The
 * expiry must be a month to come (MM/YY) and the CVC three digits.
 */
import { createPorticoError, PorticoError } from '@portico/shared'
import { z } from 'zod'

/**
 * The checkout page's own texts: the sandbox provider's, shown on its page only, so they are
 * not in the product's catalogue (a declined card is: the modal shows why an order failed).
 */
export const sandboxCardTexts = {
  ONRAMP_CARD_INVALID: 'Enter a valid card number',
  ONRAMP_CARD_NOT_TEST: 'This sandbox takes only its test cards (4242 4242 4242 4242)',
  ONRAMP_CARD_EXPIRED: 'Enter an expiry date in the future (MM/YY)',
  ONRAMP_CVC_INVALID: 'Enter the 3-digit security code',
} as const

const refused = (code: keyof typeof sandboxCardTexts): CardVerdict => ({
  ok: false,
  declined: false,
  error: new PorticoError(sandboxCardTexts[code], { code }),
})

export const SANDBOX_TEST_CARD = '4242424242424242'
export const SANDBOX_DECLINED_CARD = '4000000000000002'

export const cardFormSchema = z.object({
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
})
export type CardForm = z.infer<typeof cardFormSchema>

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export type CardVerdict = { ok: true } | { ok: false; declined: boolean; error: PorticoError }

/** Whether the form pays; `declined` means the order fails, otherwise the buyer may retry. */
export function checkCard(form: CardForm, now = new Date()): CardVerdict {
  const digits = form.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return refused('ONRAMP_CARD_INVALID')
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(form.expiry.trim())
  const endOfMonth = expiry
    ? new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1))
    : undefined
  if (!endOfMonth || endOfMonth <= now) return refused('ONRAMP_CARD_EXPIRED')
  if (!/^\d{3}$/.test(form.cvc.trim())) return refused('ONRAMP_CVC_INVALID')
  if (digits === SANDBOX_DECLINED_CARD)
    return { ok: false, declined: true, error: createPorticoError('ONRAMP_CARD_DECLINED') }
  if (digits !== SANDBOX_TEST_CARD) return refused('ONRAMP_CARD_NOT_TEST')
  return { ok: true }
}
