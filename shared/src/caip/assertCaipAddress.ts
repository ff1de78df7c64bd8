/** The loose CAIP address check of SPEC §3, used where an address is stored as active. */
import { createPorticoError } from '../errors/createPorticoError.ts'
import type { CaipAddress } from './caipTypes.ts'
import { isChainNamespace } from './chainNamespaces.ts'

/**
 * Asserts the SPEC §3 rule only: three non-empty colon-separated parts whose namespace is a known
 * chain. (`parseCaipAddress` applies the full CAIP-10 grammar.)
 * @throws ValidationError `INVALID_CAIP_ADDRESS` for the wrong shape; `NAMESPACE_NOT_CONFIGURED`
 *   for an unknown namespace.
 */
export function assertCaipAddress(value: unknown): asserts value is CaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    throw createPorticoError('INVALID_CAIP_ADDRESS', { details: String(value) })
  }
  const [namespace = ''] = parts
  if (!isChainNamespace(namespace)) {
    throw createPorticoError('NAMESPACE_NOT_CONFIGURED', { params: { namespace } })
  }
}
