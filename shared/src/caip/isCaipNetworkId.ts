/** Guard and boundary schema for CAIP-2 network ids. */
import * as z from 'zod/mini'
import { errorCatalogue } from '../errors/errorCatalogue.ts'
import type { CaipNetworkId } from './caipTypes.ts'
import { checkCaipNetworkParts } from './checkCaipParts.ts'

/** True for a CAIP-2 id of a supported namespace (never throws). */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && checkCaipNetworkParts(parts[0] ?? '', parts[1] ?? '') === 'ok'
}

export const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, {
  error: errorCatalogue.INVALID_CAIP2_NETWORK_ID.message,
})
