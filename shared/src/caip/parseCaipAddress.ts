/** Parses a CAIP-10 account address such as `eip155:1:0xab…`. */
import { createPorticoError } from '../errors/createPorticoError.ts'
import type { CaipAddress, CaipParseOptions, ParsedCaipAddress } from './caipTypes.ts'
import type { ChainNamespace } from './chainNamespaces.ts'
import { checkCaipNetworkParts, isCaipAccountAddress } from './checkCaipParts.ts'

/**
 * Splits a CAIP-10 address into namespace, chain reference and account address.
 * @throws ValidationError `INVALID_CAIP10_ADDRESS` when it is not a CAIP-10 address;
 *   `NAMESPACE_NOT_CONFIGURED` for a namespace we do not support, or a chain outside
 *   `options.networks`.
 */
export function parseCaipAddress(value: string, options: CaipParseOptions = {}): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace = '', reference = '', address = ''] = parts
  const check = parts.length === 3 ? checkCaipNetworkParts(namespace, reference) : 'invalid'
  if (check === 'invalid' || !isCaipAccountAddress(address)) {
    throw createPorticoError('INVALID_CAIP10_ADDRESS', { details: String(value) })
  }
  if (check === 'unknownNamespace') {
    throw createPorticoError('NAMESPACE_NOT_CONFIGURED', { params: { namespace } })
  }
  const caipNetworkId = `${namespace}:${reference}` as const
  if (options.networks && !options.networks.includes(caipNetworkId)) {
    throw createPorticoError('NAMESPACE_NOT_CONFIGURED', { params: { namespace: caipNetworkId } })
  }
  return {
    chainNamespace: namespace as ChainNamespace,
    chainId: reference,
    address,
    caipNetworkId: caipNetworkId as ParsedCaipAddress['caipNetworkId'],
    caipAddress: value as CaipAddress,
  }
}
