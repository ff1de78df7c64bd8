/**
 * Native currency moved inside a transaction's execution (an internal call with value): a
 * smart account's UserOperation (the bundler calls the EntryPoint, which calls the account,
 * which calls the receiver with the value), a router paying out ETH, a contract forwarding
 * what it got. No log and no transaction value records these; the node's `callTracer` does.
 *
 * The node's answer is checked with zod before anything is read from it. Only calls that moved
 * value and did not revert count (a reverted call, and everything under it, moved nothing);
 * the transaction's own value (the top frame) is stored by extractTransfers already.
 * DELEGATECALL and CALLCODE run code in the caller's context and move nothing; STATICCALL
 * cannot carry value. Transfers are numbered in execution order from INTERNAL_LOG_INDEX_START
 * down (-2, -3, …), so their keys never meet a log's index (≥ 0) or the transaction's own
 * value (-1).
 */
import { type Hash, isHex } from 'viem'
import { z } from 'zod'

/** The log index of a transaction's first internal transfer; the next ones count down. */
export const INTERNAL_LOG_INDEX_START = -2

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((a) => a.toLowerCase())
const quantity = z
  .string()
  .refine((v) => isHex(v) && v.length > 2 && v.length <= 66)
  .transform((v) => BigInt(v))

export interface CallFrame {
  type: string
  from: string
  to?: string | undefined
  value?: bigint | undefined
  error?: string | undefined
  calls?: CallFrame[] | undefined
}

export const callFrameSchema: z.ZodType<CallFrame, unknown> = z.lazy(() =>
  z.object({
    type: z.string().transform((t) => t.toUpperCase()),
    from: address,
    to: address.optional(),
    value: quantity.optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
)

/** `debug_traceBlockByHash(hash, {tracer: 'callTracer'})`: one entry per transaction, in order. */
export const blockTraceSchema = z.array(
  z.object({
    txHash: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .transform((h) => h.toLowerCase() as Hash)
      .optional(),
    result: callFrameSchema,
  }),
)

/** The call types whose value leaves `from` for `to`. */
const MOVES_VALUE = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

export interface InternalTransfer {
  logIndex: number
  from: string
  to: string
  amount: bigint
}

/** The value-moving calls under a transaction's top frame that took effect, in order. */
export function internalTransfers(top: CallFrame): InternalTransfer[] {
  const found: InternalTransfer[] = []
  const walk = (frame: CallFrame) => {
    for (const call of frame.calls ?? []) {
      if (call.error !== undefined) continue
      if (MOVES_VALUE.has(call.type) && call.to && call.value && call.value > 0n)
        found.push({
          logIndex: INTERNAL_LOG_INDEX_START - found.length,
          from: call.from,
          to: call.to,
          amount: call.value,
        })
      walk(call)
    }
  }
  if (top.error === undefined) walk(top)
  return found
}
