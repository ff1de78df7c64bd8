/**
 * The on-ramp's wire contracts (SPEC §3 "On-ramp options" and "On-ramp quote", §7's on-ramp
 * calls): the cloud's routes check what they receive and send with these, the modal parses the
 * answers with them, and the devnet's sandbox provider speaks the same shapes. Amounts are
 * decimal strings ("12.50"), never floats, as the providers send them.
 */
import * as z from 'zod/mini'

/** A positive or zero decimal amount as text: digits, an optional point and up to 18 decimals. */
export const decimalAmountSchema = z
  .string()
  .check(z.maxLength(40), z.regex(/^\d{1,21}(\.\d{1,18})?$/, 'Expected a decimal amount'))

/** A currency or payment-method id: USD, ETH, tUSD, CARD, ACH_BANK_ACCOUNT… */
export const onrampIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'Expected a currency or method id'))

/** An EVM address with its 0x. */
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address'))

/** A network as the provider names it (`portico-devnet`, `base`, `ethereum`). */
export const onrampNetworkNameSchema = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Expected a network name'))

export const onrampNetworkSchema = z.object({
  name: onrampNetworkNameSchema,
  display_name: z.string().check(z.maxLength(100)),
  /** The EVM chain id, as text. */
  chain_id: z.string().check(z.regex(/^\d{1,20}$/)),
  /** The token's contract on that network; '' for the native currency. */
  contract_address: z.union([z.literal(''), evmAddress]),
})
export type OnrampNetwork = z.infer<typeof onrampNetworkSchema>

export const onrampPurchaseCurrencySchema = z.object({
  id: onrampIdSchema,
  name: z.string().check(z.maxLength(100)),
  symbol: onrampIdSchema,
  networks: z.array(onrampNetworkSchema).check(z.maxLength(50)),
})
export type OnrampPurchaseCurrency = z.infer<typeof onrampPurchaseCurrencySchema>

export const onrampPaymentMethodLimitSchema = z.object({
  id: onrampIdSchema,
  min: decimalAmountSchema,
  max: decimalAmountSchema,
})

export const onrampPaymentCurrencySchema = z.object({
  id: onrampIdSchema,
  payment_method_limits: z.array(onrampPaymentMethodLimitSchema).check(z.maxLength(20)),
})
export type OnrampPaymentCurrency = z.infer<typeof onrampPaymentCurrencySchema>

/** GET /v1/onramp/options → what can be bought, with what, within which limits. */
export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(onrampPurchaseCurrencySchema).check(z.maxLength(200)),
  paymentCurrencies: z.array(onrampPaymentCurrencySchema).check(z.maxLength(200)),
})
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>

const moneySchema = z.object({ amount: decimalAmountSchema, currency: onrampIdSchema })
export type OnrampMoney = z.infer<typeof moneySchema>

/** POST /v1/onramp/quote → the price of a purchase. */
export const onrampQuoteSchema = z.object({
  coinbaseFee: moneySchema,
  networkFee: moneySchema,
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: z.string().check(z.minLength(1), z.maxLength(100)),
})
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>

/** POST /v1/onramp/quote's body. `amount` is what the buyer pays, in `paymentCurrency`. */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: onrampIdSchema,
  paymentCurrency: onrampIdSchema,
  amount: decimalAmountSchema,
  network: onrampNetworkNameSchema,
  /** Which method's limits apply (CARD when absent). */
  paymentMethod: z.optional(onrampIdSchema),
})
export type OnrampQuoteRequest = z.infer<typeof onrampQuoteRequestSchema>

/** POST /v1/generators/onrampurl's body (SPEC §7), plus what the buyer chose in the modal. */
export const onrampUrlRequestSchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: evmAddress,
        blockchains: z.optional(z.array(onrampNetworkNameSchema).check(z.maxLength(20))),
        assets: z.optional(z.array(onrampIdSchema).check(z.maxLength(20))),
      }),
    )
    .check(z.minLength(1), z.maxLength(1)),
  defaultNetwork: onrampNetworkNameSchema,
  partnerUserId: z.string().check(z.minLength(1), z.maxLength(100)),
  defaultExperience: z.literal('buy'),
  presetCryptoAmount: z.optional(decimalAmountSchema),
  presetFiatAmount: z.optional(decimalAmountSchema),
  defaultAsset: z.optional(onrampIdSchema),
  fiatCurrency: z.optional(onrampIdSchema),
  defaultPaymentMethod: z.optional(onrampIdSchema),
})
export type OnrampUrlRequest = z.infer<typeof onrampUrlRequestSchema>

/** An order's id, as the provider made it. */
export const onrampOrderIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected an order id'))

/** POST /v1/generators/onrampurl → the provider's checkout page for the order, and the order. */
export const onrampUrlResponseSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  orderId: onrampOrderIdSchema,
})
export type OnrampUrlResponse = z.infer<typeof onrampUrlResponseSchema>

export const ONRAMP_ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const
export type OnrampOrderStatus = (typeof ONRAMP_ORDER_STATUSES)[number]

/** GET /v1/onramp/orders/{id} → where the purchase stands. */
export const onrampOrderSchema = z.object({
  id: onrampOrderIdSchema,
  status: z.enum(ONRAMP_ORDER_STATUSES),
  purchaseCurrency: onrampIdSchema,
  network: onrampNetworkNameSchema,
  destinationAddress: evmAddress,
  purchaseAmount: moneySchema,
  paymentTotal: moneySchema,
  /** The funding transaction, once sent. */
  txHash: z.nullable(z.string().check(z.regex(/^0x[0-9a-f]{64}$/))),
  /** Why a failed order failed, in the provider's words. */
  failureReason: z.nullable(z.string().check(z.maxLength(300))),
})
export type OnrampOrder = z.infer<typeof onrampOrderSchema>

/**
 * The sandbox provider's own API (devnet/src/onramp), which the cloud's sandbox adapter calls:
 * POST /api/orders with this body makes an order and answers its hosted checkout page.
 */
export const onrampCheckoutRequestSchema = z.object({
  destinationAddress: evmAddress,
  purchaseCurrency: onrampIdSchema,
  network: onrampNetworkNameSchema,
  paymentCurrency: onrampIdSchema,
  paymentMethod: z.optional(onrampIdSchema),
  /** What the buyer pays, in paymentCurrency. */
  paymentAmount: decimalAmountSchema,
  partnerUserId: z.string().check(z.minLength(1), z.maxLength(100)),
})
export type OnrampCheckoutRequest = z.infer<typeof onrampCheckoutRequestSchema>

export const onrampCheckoutSchema = z.object({
  id: onrampOrderIdSchema,
  checkoutUrl: z.url({ protocol: /^https?$/ }),
})
export type OnrampCheckout = z.infer<typeof onrampCheckoutSchema>
