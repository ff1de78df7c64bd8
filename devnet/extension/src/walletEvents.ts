/** The EIP-1193 events (and the Solana wallet's account change) the wallet emits, as they travel from the worker to the page. */
import { z } from 'zod'

export const rpcErrorSchema = z.strictObject({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
})

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
const polkadotAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{46,48}$/)
const hexQuantity = z.string().regex(/^0x(0|[1-9a-f][0-9a-f]*)$/)

export const walletEventSchema = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('accountsChanged'), data: z.array(address) }),
  z.strictObject({ event: z.literal('chainChanged'), data: hexQuantity }),
  z.strictObject({
    event: z.literal('connect'),
    data: z.strictObject({ chainId: hexQuantity }),
  }),
  z.strictObject({ event: z.literal('disconnect'), data: rpcErrorSchema }),
  /** The Solana wallet's accounts for this origin ([] when disconnected). */
  z.strictObject({ event: z.literal('solanaAccountsChanged'), data: z.array(solanaAddress) }),
  /** The polkadot{.js} interface's accounts for this origin ([] when disconnected). */
  z.strictObject({ event: z.literal('polkadotAccountsChanged'), data: z.array(polkadotAddress) }),
])
export type WalletEvent = z.infer<typeof walletEventSchema>
export type WalletEventName = WalletEvent['event']
