/**
 * USD prices of SOL and SPL tokens. The local stack has no market, so the cloud reads a fixed
 * table (`PORTICO_CLOUD_SOLANA_PRICES_USD`, DEFAULT_SOLANA_PRICES_USD otherwise): `SOL` for the
 * native currency, and a mint's price under its address, or under its symbol when the mint is
 * one the cluster's configuration names (a symbol alone is never trusted: any mint can call
 * itself USDC). A production deployment passes its own SolanaPriceOracle to createCloudServer
 * (`solana.priceOracle`), e.g. one that asks its market-data provider by mint address.
 */
import { z } from 'zod'
import type { SolanaMint } from './solanaClusters.ts'

/** The key of the native currency in price tables. */
export const SOL_PRICE_KEY = 'SOL'

export interface SolanaPriceQuery {
  caip2: string
  /** Mint addresses (SPL tokens) and/or SOL_PRICE_KEY. */
  keys: readonly string[]
  /** The mints the cluster's configuration names (their symbols may be priced). */
  knownMints: readonly SolanaMint[]
}

export interface SolanaPriceOracle {
  /** USD price per whole token, by the keys asked; a key without a price is left out. */
  usdPrices(query: SolanaPriceQuery): Promise<Map<string, number>>
}

/** Offline prices of the local stack: SOL, and 1 USD for the USDC-style test mint. */
export const DEFAULT_SOLANA_PRICES_USD: Readonly<Record<string, number>> = {
  [SOL_PRICE_KEY]: 150,
  USDC: 1,
}

export const solanaPriceTableSchema = z
  .record(z.string().regex(/^[\w.$-]{1,44}$/), z.number().finite().nonnegative())
  .refine((table) => Object.keys(table).length <= 500, 'At most 500 prices')

export function createFixedPriceOracle(
  table: Readonly<Record<string, number>> = DEFAULT_SOLANA_PRICES_USD,
): SolanaPriceOracle {
  const prices = new Map(Object.entries(solanaPriceTableSchema.parse(table)))
  return {
    async usdPrices({ keys, knownMints }) {
      const found = new Map<string, number>()
      for (const key of keys) {
        const symbol = knownMints.find((m) => m.address === key)?.symbol
        const price = prices.get(key) ?? (symbol === undefined ? undefined : prices.get(symbol))
        if (price !== undefined) found.set(key, price)
      }
      return found
    },
  }
}
