/** Internal: the CAIP-2 / CAIP-10 grammar shared by the parsers and guards. */
import { isChainNamespace } from './chainNamespaces.ts'

const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const eip155ReferencePattern = /^[1-9][0-9]*$/
const accountPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Checks a `namespace:reference` pair: `invalid` when it breaks the CAIP-2 grammar (for eip155
 * the reference must be a decimal chain id), `unknownNamespace` when the namespace is well formed
 * but not one of ours, `ok` otherwise.
 */
export function checkCaipNetworkParts(
  namespace: string,
  reference: string,
): 'ok' | 'invalid' | 'unknownNamespace' {
  if (!namespacePattern.test(namespace) || !referencePattern.test(reference)) return 'invalid'
  if (!isChainNamespace(namespace)) return 'unknownNamespace'
  if (namespace === 'eip155' && !eip155ReferencePattern.test(reference)) return 'invalid'
  return 'ok'
}

/** True when `address` fits the CAIP-10 account-address grammar. */
export function isCaipAccountAddress(address: string): boolean {
  return accountPattern.test(address)
}
