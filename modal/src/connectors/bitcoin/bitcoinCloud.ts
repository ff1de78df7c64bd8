/**
 * The cloud's Bitcoin answers the modal reads (cloud/src/chain/bitcoin): an address's BTC with
 * its spendable UTXOs (`GET /v1/account/{address}/balance?chainId=bip122:…`, the `bip122` part
 * of the BTC entry) and the node's fee rates in sat/vB (`GET /v1/convert/gas-price`). Each
 * answer is parsed; a malformed one is an error, never half-used.
 */
import { createPorticoError } from '@portico/shared'
import * as z from 'zod/mini'
import {
  CLIENT_ID_HEADER,
  type CloudClient,
  getSdkClientId,
  SDK_TYPE,
  SDK_VERSION,
} from '../../api/cloudClient.ts'

const sats = z.string().check(z.regex(/^\d+$/))
const rate = z.number().check(z.int(), z.positive())
const btcBalance = z.object({
  symbol: z.literal('BTC'),
  chainId: z.string(),
  price: z.number().check(z.nonnegative()),
  quantity: z.object({ numeric: z.string() }),
  bip122: z.object({
    confirmed: sats,
    unconfirmed: sats,
    utxos: z.array(
      z.object({
        txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
        vout: z.number().check(z.int(), z.nonnegative()),
        value: sats,
        script: z.string().check(z.regex(/^[0-9a-f]+$/)),
        height: z.nullable(z.number().check(z.int())),
      }),
    ),
  }),
})
const balanceAnswer = z.object({ balances: z.array(z.unknown()) })
const feeRatesAnswer = z.object({
  bip122: z.object({ fast: rate, medium: rate, slow: rate, minimum: rate }),
})

export type BitcoinAccountReading = z.infer<typeof btcBalance>
export type BitcoinFeeRates = z.infer<typeof feeRatesAnswer>['bip122']

async function get(cloud: CloudClient, path: string, params: Record<string, string>) {
  return cloud.http.get(path, {
    params: { ...params, projectId: cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION },
    headers: { [CLIENT_ID_HEADER]: getSdkClientId() },
  })
}

const malformed = (what: string) =>
  createPorticoError('TOKEN_BALANCE_UNAVAILABLE', { details: `The cloud's ${what} is malformed` })

/** The address's BTC on `chainId` (USD price and UTXOs with it); undefined if none is served. */
export async function readBitcoinAccount(
  cloud: CloudClient,
  address: string,
  chainId: string,
): Promise<BitcoinAccountReading | undefined> {
  const answer = balanceAnswer.safeParse(
    await get(cloud, `/v1/account/${encodeURIComponent(address)}/balance`, {
      currency: 'usd',
      chainId,
      forceUpdate: 'true',
    }),
  )
  if (!answer.success) throw malformed('balance')
  const entry = answer.data.balances[0]
  if (entry === undefined) return undefined
  const parsed = btcBalance.safeParse(entry)
  if (!parsed.success) throw malformed('balance')
  return parsed.data
}

/** The node's fee rates for `chainId`, sat/vB. */
export async function readBitcoinFeeRates(
  cloud: CloudClient,
  chainId: string,
): Promise<BitcoinFeeRates> {
  const parsed = feeRatesAnswer.safeParse(await get(cloud, '/v1/convert/gas-price', { chainId }))
  if (!parsed.success) throw malformed('fee rates')
  return parsed.data.bip122
}
