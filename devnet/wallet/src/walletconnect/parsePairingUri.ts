/**
 * Checks a pasted WalletConnect pairing URI before it reaches the SDK, so a bad paste gets a
 * clear message and changes nothing: `wc:<topic>@2?relay-protocol=irn&symKey=<64 hex>…`.
 */
export type PairingUriCheck =
  | { ok: true; uri: string; topic: string; expiresAt?: number }
  | { ok: false; error: string }

export function parsePairingUri(input: string, nowMs = Date.now()): PairingUriCheck {
  const uri = input.trim()
  if (!uri) return { ok: false, error: 'Paste a WalletConnect URI (it starts with "wc:").' }
  if (!uri.startsWith('wc:'))
    return { ok: false, error: 'This is not a WalletConnect URI: it must start with "wc:".' }
  const match = /^wc:([0-9a-fA-F]{64})@(\d+)\?(.*)$/.exec(uri)
  if (!match) {
    if (!uri.includes('@2'))
      return { ok: false, error: 'Only WalletConnect v2 URIs ("@2") are supported.' }
    return { ok: false, error: 'The URI must look like wc:<64-hex topic>@2?<parameters>.' }
  }
  const [, topic = '', version, query = ''] = match
  if (version !== '2')
    return { ok: false, error: `WalletConnect v${version} is not supported; the URI needs "@2".` }
  const params = new URLSearchParams(query)
  if (!/^[0-9a-fA-F]{64}$/.test(params.get('symKey') ?? ''))
    return { ok: false, error: 'The URI has no valid "symKey" (64 hex characters).' }
  if (!params.get('relay-protocol'))
    return { ok: false, error: 'The URI has no "relay-protocol" parameter.' }
  const expiry = params.get('expiryTimestamp')
  if (expiry !== null) {
    const seconds = Number(expiry)
    if (!Number.isInteger(seconds))
      return { ok: false, error: 'The URI has a malformed "expiryTimestamp".' }
    if (seconds * 1000 <= nowMs)
      return { ok: false, error: 'This pairing URI has expired: ask the dapp for a new one.' }
    return { ok: true, uri, topic, expiresAt: seconds * 1000 }
  }
  return { ok: true, uri, topic }
}
