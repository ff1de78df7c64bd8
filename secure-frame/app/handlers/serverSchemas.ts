/** The shapes the frame's server answers with, checked before use; each built on its first use (lazySchema). */
import { lazySchema } from '@portico/shared'
import * as z from 'zod/mini'
import { serverUserSchema } from '../api/serverUser.ts'

export const connectEmailResponse = lazySchema(() =>
  z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
)
export const farcasterChannelResponse = lazySchema(() =>
  z.object({
    url: z.string().check(z.maxLength(4096), z.regex(/^(https?|farcaster):\/\//)),
  }),
)
export const farcasterWaitResponse = lazySchema(() =>
  z.discriminatedUnion('state', [
    z.object({ state: z.literal('pending') }),
    z.object({ state: z.literal('verified'), userName: z.string() }),
  ]),
)
export const deviceWaitResponse = lazySchema(() => z.object({ approved: z.literal(true) }))

export const sessionResponse = lazySchema(() => z.object({ user: serverUserSchema() }))
export const chainResponse = lazySchema(() => z.object({ chainId: z.number().check(z.int()) }))
export const rpcResponse = lazySchema(() => z.object({ result: z.unknown() }))
export const sendRawResponse = lazySchema(() =>
  z.object({
    result: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  }),
)
/** POST /api/rpc/solana-send: the transaction's signature (base58 of 64 bytes). */
export const solanaSendResponse = lazySchema(() =>
  z.object({
    result: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/)),
  }),
)
export const updateEmailResponse = lazySchema(() =>
  z.object({
    action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  }),
)
export const newEmailResponse = lazySchema(() => z.object({ newEmail: z.string() }))
