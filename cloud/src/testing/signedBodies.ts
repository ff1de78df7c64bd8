/** Signed request bodies for tests: name registrations and sessions, signed by viem accounts. */
import type { LocalAccount } from 'viem'

/** A POST /v1/profile/account body for `name`, signed by `account`. */
export async function registrationBody(
  account: LocalAccount,
  name: string,
  options: { attributes?: Record<string, string>; timestampMs?: number; coinType?: number } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: Math.floor((options.timestampMs ?? Date.now()) / 1000),
  })
  return {
    coin_type: options.coinType ?? 60,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

/** A POST /v1/sessions/{address} body, signed by `account`. */
export async function sessionBody(
  account: LocalAccount,
  options: { chainId?: string; expiry?: number; timestampMs?: number; pci?: string } = {},
) {
  const now = options.timestampMs ?? Date.now()
  const message = JSON.stringify({
    chainId: options.chainId ?? 'eip155:31337',
    expiry: options.expiry ?? Math.floor(now / 1000) + 3600,
    permissions: [
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: '0x2386f26fc10000', start: 1, period: 86400 },
      },
    ],
    policies: [],
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x02ab' }] } },
    ...(options.pci ? { pci: options.pci } : {}),
    timestamp: Math.floor(now / 1000),
  })
  return { message, signature: await account.signMessage({ message }) }
}
