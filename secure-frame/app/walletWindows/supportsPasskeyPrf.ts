/**
 * Whether this browser may give a passkey's PRF output (WebAuthn PRF extension), which the
 * recovery passkey needs. Where the browser can say (PublicKeyCredential.getClientCapabilities),
 * we believe it; where it cannot, we assume it may and handle a missing PRF result later with
 * WALLET_PASSKEY_UNSUPPORTED.
 */

type CapabilityReporter = {
  getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>
}

export async function supportsPasskeyPrf(
  scope: { PublicKeyCredential?: unknown; navigator?: { credentials?: unknown } } = globalThis,
): Promise<boolean> {
  const Pkc = scope.PublicKeyCredential
  if (typeof Pkc !== 'function' || !scope.navigator?.credentials) return false
  const { getClientCapabilities } = Pkc as CapabilityReporter
  if (typeof getClientCapabilities !== 'function') return true
  try {
    const capabilities = await getClientCapabilities.call(Pkc)
    return capabilities['extension:prf'] === true
  } catch {
    return true
  }
}
