/**
 * EVM message signing for `personal_sign`, `eth_sign` (both EIP-191: the wallet never signs a
 * bare hash) and `eth_signTypedData_v4` (EIP-712; the typed data may arrive as JSON text).
 */
import type { Hex, LocalAccount, TypedDataDefinition } from 'viem'
import { hexToString, isHex } from 'viem'

/** personal_sign sends hex bytes; some dapps send plain text, which is signed as UTF-8. */
export function signPersonalMessage(account: LocalAccount, message: string): Promise<Hex> {
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

export function signTypedDataV4(account: LocalAccount, typedData: unknown): Promise<Hex> {
  const parsed = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
  if (!parsed || typeof parsed !== 'object') throw new Error('Typed data must be an object')
  const { domain, types, primaryType, message } = parsed as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  // viem derives the EIP712Domain type from the domain itself.
  const { EIP712Domain: _domainType, ...rest } = types ?? {}
  return account.signTypedData({
    domain,
    types: rest,
    primaryType,
    message,
  } as TypedDataDefinition)
}

/** The text of a personal_sign message when its bytes are printable UTF-8, else undefined. */
export function decodePersonalMessage(message: string): string | undefined {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: we look for control characters
    return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}
