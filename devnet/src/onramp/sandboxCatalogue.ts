/**
 * What the sandbox on-ramp sells and how it prices it. It sells the devnet's ETH and tUSD on
 * its main chain, for USD and EUR, by card or bank account (ACH) within SPEC §9's default limits.
 *
 * Prices: 1 tUSD = 1 USD; ETH at the devnet's WETH/tUSD Uniswap V2 pool (its reserves' ratio,
 * read at each quote); 1 EUR = SANDBOX_USD_PER_EUR USD, a fixed rate. A quote charges the posted
 * fee (SANDBOX_FEE_RATE of the payment, within §9's 1–2 %), a flat network fee, and prices the
 * crypto SANDBOX_SPREAD above the pool price (the spread). Sandbox arithmetic is in floats and
 * rounded down to the token's shown decimals; it moves test money only.
 */
import {
  ONRAMP_DEFAULT_FIAT_CURRENCIES,
  ONRAMP_DEFAULT_LIMITS,
  ONRAMP_FEE_RANGE,
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteRequest,
} from '@portico/shared'
import type { Deployments } from '../deployments.ts'

/** The posted fee: 1.5 % of the payment. */
export const SANDBOX_FEE_RATE = 0.015
/** The price above the pool's: 0.5 %. */
export const SANDBOX_SPREAD = 0.005
/** The flat network fee, in the payment currency. */
export const SANDBOX_NETWORK_FEE = 0.1
/** The fixed EUR rate: 1 EUR buys 1.08 USD. */
export const SANDBOX_USD_PER_EUR = 1.08
/** The network the sandbox delivers on, as providers name networks. */
export const SANDBOX_NETWORK = 'portico-devnet'

if (SANDBOX_FEE_RATE < ONRAMP_FEE_RANGE.min || SANDBOX_FEE_RATE > ONRAMP_FEE_RANGE.max)
  throw new Error('The sandbox fee must be within SPEC §9 range')

export interface SandboxAsset {
  id: 'ETH' | 'tUSD'
  name: string
  decimals: number
  /** null for the native currency. */
  address: `0x${string}` | null
  /** Decimals a quote shows. */
  shownDecimals: number
}

export function sandboxAssets(deployments: Deployments): SandboxAsset[] {
  const usd = deployments.tokens.find((t) => t.symbol === 'tUSD')
  const assets: SandboxAsset[] = [
    { id: 'ETH', name: 'Ether', decimals: 18, address: null, shownDecimals: 8 },
  ]
  if (usd)
    assets.push({
      id: 'tUSD',
      name: usd.name,
      decimals: usd.decimals,
      address: usd.address,
      shownDecimals: Math.min(usd.decimals, 6),
    })
  return assets
}

export function sandboxOptions(deployments: Deployments): OnrampOptions {
  return {
    purchaseCurrencies: sandboxAssets(deployments).map((asset) => ({
      id: asset.id,
      name: asset.name,
      symbol: asset.id,
      networks: [
        {
          name: SANDBOX_NETWORK,
          display_name: 'Portico Devnet',
          chain_id: String(deployments.chainId),
          contract_address: asset.address ?? '',
        },
      ],
    })),
    paymentCurrencies: ONRAMP_DEFAULT_FIAT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: ONRAMP_DEFAULT_LIMITS.map((limit) => ({ ...limit })),
    })),
  }
}

const floor = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return (Math.floor(value * factor + 1e-9) / factor).toFixed(decimals)
}
const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

/**
 * The quote for `request` (already checked against the options), given the asset's USD price.
 * `amount` is what the buyer pays in total.
 */
export function priceQuote(
  request: Pick<OnrampQuoteRequest, 'amount' | 'paymentCurrency'>,
  asset: SandboxAsset,
  usdPrice: number,
  quoteId: string,
): OnrampQuote {
  const fiat = request.paymentCurrency
  const total = Number(request.amount)
  const fee = Math.round(total * SANDBOX_FEE_RATE * 100) / 100
  const subtotal = Math.max(0, total - fee - SANDBOX_NETWORK_FEE)
  const fiatPerUsd = fiat === 'EUR' ? 1 / SANDBOX_USD_PER_EUR : 1
  const unitPrice = usdPrice * fiatPerUsd * (1 + SANDBOX_SPREAD)
  return {
    coinbaseFee: { amount: cents(fee), currency: fiat },
    networkFee: { amount: cents(SANDBOX_NETWORK_FEE), currency: fiat },
    paymentSubtotal: { amount: cents(subtotal), currency: fiat },
    paymentTotal: { amount: cents(total), currency: fiat },
    purchaseAmount: {
      amount: floor(subtotal / unitPrice, asset.shownDecimals),
      currency: asset.id,
    },
    quoteId,
  }
}
