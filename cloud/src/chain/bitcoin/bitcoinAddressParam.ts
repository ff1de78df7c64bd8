/** A Bitcoin address in a route path (any network; the routes serve regtest's). */
import { z } from 'zod'
import { parseBitcoinAddress } from './bitcoinAddress.ts'

export const bitcoinAddressParam = z.string().transform((address, ctx) => {
  const info = parseBitcoinAddress(address)
  if (!info) {
    ctx.issues.push({ code: 'custom', input: address, message: 'Expected a Bitcoin address' })
    return z.NEVER
  }
  return { family: 'bitcoin' as const, address, info }
})
