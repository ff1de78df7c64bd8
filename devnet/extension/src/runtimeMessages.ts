/**
 * Messages over chrome.runtime between the content script / approval page and the background
 * worker, and the events the worker sends to tabs. Both ends parse with these schemas.
 */
import { z } from 'zod'
import { rpcMethodSchema, rpcParamsSchema } from './pageMessages.ts'
import { rpcErrorSchema, walletEventSchema } from './walletEvents.ts'

const approvalId = z.string().regex(/^[0-9a-f-]{36}$/)

export const workerRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('rpc'), method: rpcMethodSchema, params: rpcParamsSchema }),
  z.strictObject({ type: z.literal('approval-get'), approvalId }),
  z.strictObject({ type: z.literal('approval-decide'), approvalId, approved: z.boolean() }),
])
export type WorkerRequest = z.infer<typeof workerRequestSchema>

export const rpcResponseSchema = z.discriminatedUnion('ok', [
  z.strictObject({ ok: z.literal(true), result: z.unknown() }),
  z.strictObject({ ok: z.literal(false), error: rpcErrorSchema }),
])
export type RpcResponse = z.infer<typeof rpcResponseSchema>

export const approvalViewSchema = z.strictObject({
  origin: z.string(),
  method: z.string(),
  details: z.string(),
})
export type ApprovalView = z.infer<typeof approvalViewSchema>

export const approvalGetResponseSchema = z.discriminatedUnion('ok', [
  z.strictObject({ ok: z.literal(true), approval: approvalViewSchema }),
  z.strictObject({ ok: z.literal(false), error: rpcErrorSchema }),
])
export type ApprovalGetResponse = z.infer<typeof approvalGetResponseSchema>

/** Sent by the worker to every tab; a frame acts on it only when its origin matches. */
export const tabEventSchema = z.strictObject({
  type: z.literal('wallet-event'),
  /** Only frames of this origin take the event; null means every frame. */
  targetOrigin: z.string().nullable(),
  event: walletEventSchema,
})
export type TabEvent = z.infer<typeof tabEventSchema>
