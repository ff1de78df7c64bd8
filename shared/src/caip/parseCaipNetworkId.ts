/** Parses a CAIP-2 network id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
import { createPorticoError } from '../errors/createPorticoError.ts'
import type { CaipNetworkId, CaipParseOptions, ParsedCaipNetworkId } from './caipTypes.ts'
import type { ChainNamespace } from './chainNamespaces.ts'
import { checkCaipNetworkParts } from './checkCaipParts.ts'

/**
 * Splits a CAIP-2 id into namespace and reference.
 * @throws ValidationError `INVALID_CAIP2_NETWORK_ID` when it is not a CAIP-2 id;
 *   `NAMESPACE_NOT_CONFIGURED` for a namespace we do not support, or a chain outside
 *   `options.networks`.
 */
export function parseCaipNetworkId(
  value: string,
  options: CaipParseOptions = {},
): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace = '', reference = ''] = parts
  const check = parts.length === 2 ? checkCaipNetworkParts(namespace, reference) : 'invalid'
  if (check === 'invalid') {
    throw createPorticoError('INVALID_CAIP2_NETWORK_ID', { details: String(value) })
  }
  if (check === 'unknownNamespace') {
    throw createPorticoError('NAMESPACE_NOT_CONFIGURED', { params: { namespace } })
  }
  const caipNetworkId = value as CaipNetworkId
  if (options.networks && !options.networks.includes(caipNetworkId)) {
    throw createPorticoError('NAMESPACE_NOT_CONFIGURED', { params: { namespace: caipNetworkId } })
  }
  return { chainNamespace: namespace as ChainNamespace, chainId: reference, caipNetworkId }
}
