/** Guard and boundary schema for CAIP-10 account addresses. */
import * as z from 'zod/mini'
import { errorCatalogue } from '../errors/errorCatalogue.ts'
import type { CaipAddress } from './caipTypes.ts'
import { checkCaipNetworkParts, isCaipAccountAddress } from './checkCaipParts.ts'

/** True for a CAIP-10 address of a supported namespace (never throws). */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const [namespace = '', reference = '', address = '', ...rest] = value.split(':')
  return (
    rest.length === 0 &&
    checkCaipNetworkParts(namespace, reference) === 'ok' &&
    isCaipAccountAddress(address)
  )
}

export const caipAddressSchema = z.custom<CaipAddress>(isCaipAddress, {
  error: errorCatalogue.INVALID_CAIP10_ADDRESS.message,
})
