/**
 * USD price of BTC. The local stack has no market, so the cloud reads a fixed table
 * (`PORTICO_CLOUD_BITCOIN_PRICES_USD`, DEFAULT_BITCOIN_PRICES_USD otherwise): `BTC` for every
 * Bitcoin network, or a network's own price under its CAIP-2 id (a test network's coins can be
 * priced 0). A production deployment passes its own BitcoinPriceOracle to createCloudServer
 * (`bitcoin.priceOracle`), e.g. one that asks its market-data provider.
 */
import { z } from 'zod'

/** The key of BTC on every network in price tables. */
export const BTC_PRICE_KEY = 'BTC'

export interface BitcoinPriceOracle {
  /** USD per whole BTC on the network `caip2`; undefined when no price is known. */
  usdPrice(caip2: string): Promise<number | undefined>
}

/** Offline price of the local stack's regtest BTC. */
export const DEFAULT_BITCOIN_PRICES_USD: Readonly<Record<string, number>> = {
  [BTC_PRICE_KEY]: 60_000,
}

export const bitcoinPriceTableSchema = z
  .record(
    z.union([z.literal(BTC_PRICE_KEY), z.string().regex(/^bip122:[0-9a-f]{32}$/)]),
    z.number().finite().nonnegative(),
  )
  .refine((table) => Object.keys(table).length <= 100, 'At most 100 prices')

export function createFixedBitcoinPriceOracle(
  table: Readonly<Record<string, number>> = DEFAULT_BITCOIN_PRICES_USD,
): BitcoinPriceOracle {
  const prices = new Map(Object.entries(bitcoinPriceTableSchema.parse(table)))
  return {
    async usdPrice(caip2) {
      return prices.get(caip2) ?? prices.get(BTC_PRICE_KEY)
    },
  }
}
