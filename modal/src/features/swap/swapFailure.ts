/**
 * What the user is told about a failed quote, build or swap: the cloud's answer (its code and
 * the SPEC §8 text or its own), a swap the node refuses because the price moved past the
 * slippage as swapTexts.slippageExceeded, a missing allowance as swapTexts.allowance, and a
 * wallet's or node's error as the send flow describes it.
 */
import { describeSendFailure } from '../send/describeSendFailure.ts'
import { swapTexts } from './swapMessages.ts'

export interface SwapFailure {
  code: string
  message: string
}

/** RTK Query's error for a cloud call: the status and the body (JSON text) as `data`. */
interface CloudFailure {
  status: unknown
  message?: string
  data?: unknown
}

const isCloudFailure = (error: unknown): error is CloudFailure =>
  typeof error === 'object' && error !== null && 'status' in error && !(error instanceof Error)

function cloudBody(error: CloudFailure): { code?: string; message?: string } {
  if (typeof error.data !== 'string') return {}
  try {
    const body = JSON.parse(error.data) as { code?: unknown; message?: unknown }
    return {
      code: typeof body.code === 'string' ? body.code : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
    }
  } catch {
    return {}
  }
}

/** Router02's reverts when the price moved past the slippage: too little out, too much in. */
const SLIPPAGE_REVERTS = /INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/

export function describeSwapFailure(error: unknown): SwapFailure {
  if (isCloudFailure(error)) {
    const { code, message } = cloudBody(error)
    if (message && SLIPPAGE_REVERTS.test(message))
      return { code: 'SLIPPAGE_EXCEEDED', message: swapTexts.slippageExceeded }
    if (message?.includes('TRANSFER_FROM_FAILED'))
      return { code: 'ALLOWANCE_SHORT', message: swapTexts.allowance }
    if (code && message) return { code, message }
    return { code: 'SWAP_UNAVAILABLE', message: swapTexts.unavailable }
  }
  const text = error instanceof Error ? error.message : ''
  if (SLIPPAGE_REVERTS.test(text))
    return { code: 'SLIPPAGE_EXCEEDED', message: swapTexts.slippageExceeded }
  return describeSendFailure(error)
}
