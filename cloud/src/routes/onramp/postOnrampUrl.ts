/**
 * POST /v1/generators/onrampurl (SPEC §7), body {destinationWallets, defaultNetwork,
 * partnerUserId, defaultExperience: 'buy', presetCryptoAmount?, presetFiatAmount?} plus what
 * the buyer chose (defaultAsset, fiatCurrency, defaultPaymentMethod) → {url, orderId}: the
 * provider's hosted checkout page for a new order, and the order to watch
 * (GET /v1/onramp/orders/{id}). The asset is defaultAsset, else the wallet's only asset; the
 * fiat amount is required (presetFiatAmount), as the sandbox prices orders in fiat.
 */
import {
  checkOnrampPurchase,
  createPorticoError,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
} from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { onrampOf } from './onrampOf.ts'

const invalid = (path: string, message: string) =>
  createPorticoError('SCHEMA_INVALID_INPUT', {
    details: `body.${path}: ${message}`,
    issues: [{ path: ['body', path], message }],
  })

export function registerPostOnrampUrl(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/generators/onrampurl',
    access: 'project',
    rateLimit: 'write',
    response: onrampUrlResponseSchema,
    query: projectQuery,
    body: onrampUrlRequestSchema,
    handler: async ({ body }) => {
      const provider = onrampOf(ctx)
      const [wallet] = body.destinationWallets
      if (!wallet) throw invalid('destinationWallets', 'Required')
      if (wallet.blockchains && !wallet.blockchains.includes(body.defaultNetwork))
        throw invalid('defaultNetwork', 'must be one of the wallet’s blockchains')
      const asset =
        body.defaultAsset ?? (wallet.assets?.length === 1 ? wallet.assets[0] : undefined)
      if (!asset) throw invalid('defaultAsset', 'Required')
      if (wallet.assets && !wallet.assets.includes(asset))
        throw invalid('defaultAsset', 'must be one of the wallet’s assets')
      if (!body.presetFiatAmount) throw invalid('presetFiatAmount', 'Required')
      const purchase = {
        purchaseCurrency: asset,
        paymentCurrency: body.fiatCurrency ?? 'USD',
        paymentMethod: body.defaultPaymentMethod ?? 'CARD',
        amount: body.presetFiatAmount,
        network: body.defaultNetwork,
      }
      checkOnrampPurchase(await provider.getOptions(), purchase)
      const checkout = await provider.createCheckout({
        destinationAddress: wallet.address,
        purchaseCurrency: purchase.purchaseCurrency,
        network: purchase.network,
        paymentCurrency: purchase.paymentCurrency,
        paymentMethod: purchase.paymentMethod,
        paymentAmount: purchase.amount,
        partnerUserId: body.partnerUserId,
      })
      return { url: checkout.checkoutUrl, orderId: checkout.id }
    },
  })
}
