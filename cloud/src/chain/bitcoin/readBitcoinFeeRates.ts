/**
 * Fee rates in sat/vB for fast (next block), medium (3 blocks) and slow (6 blocks) sends:
 * the node's smart-fee estimates, and where it has none (a quiet regtest chain never does),
 * its minimum relay fee, which the node accepts.
 */
import { z } from 'zod'
import type { BcoinNode } from './bcoinNode.ts'

const satPerVbyteRate = z.number().int().positive()
/** sat/vB per speed; `minimum` is the node's relay fee: lower is refused. */
export const bitcoinFeeRatesSchema = z.object({
  bip122: z.object({
    fast: satPerVbyteRate,
    medium: satPerVbyteRate,
    slow: satPerVbyteRate,
    minimum: satPerVbyteRate,
  }),
})
export type BitcoinFeeRates = z.infer<typeof bitcoinFeeRatesSchema>

/** BTC/kvB → sat/vB, at least 1. */
const satPerVbyte = (btcPerKvb: number) =>
  Math.max(1, Math.ceil(Math.round(btcPerKvb * 1e8) / 1000))

export async function readBitcoinFeeRates(node: BcoinNode): Promise<BitcoinFeeRates> {
  const [info, ...estimates] = await Promise.all([
    node.rpc<{ relayfee: number }>('getnetworkinfo'),
    ...[1, 3, 6].map((blocks) => node.rpc<{ fee: number }>('estimatesmartfee', [blocks])),
  ])
  const minimum = satPerVbyte(info.relayfee)
  const [fast, medium, slow] = estimates.map((e) => (e.fee > 0 ? satPerVbyte(e.fee) : minimum))
  return {
    bip122: { fast: fast ?? minimum, medium: medium ?? minimum, slow: slow ?? minimum, minimum },
  }
}
