/**
 * One-click sign-in (WalletConnect's `wc_sessionAuthenticate`, CAIP-222): the dapp asks the
 * wallet to connect and sign a CAIP-122 message at once. The wallet narrows the request to the
 * EVM chains and methods it has (`populateAuthPayload`), signs one message per chain with
 * EIP-191 (its account is an ordinary one) and answers with the CACAOs built from them.
 */
import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, formatMessage, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'

export interface AuthMessage {
  /** CAIP-2. */
  chainId: string
  /** `did:pkh:<chain>:<address>`: who signs. */
  iss: string
  payload: AuthTypes.PayloadParams
  /** The text signed (the SDK's layout, the ReCap of the methods in its statement). */
  text: string
}

/** The messages to sign: one per requested EVM chain the wallet has, none if it has none. */
export function authMessages(
  authPayload: AuthTypes.PayloadParams,
  wallet: { chains: string[]; methods: string[]; address: string },
): AuthMessage[] {
  const requested = authPayload.chains.filter((chain) => wallet.chains.includes(chain))
  if (!requested.length) return []
  const payload = populateAuthPayload({
    authPayload,
    chains: requested,
    methods: wallet.methods,
  })
  return payload.chains.map((chainId) => {
    const iss = `did:pkh:${chainId}:${wallet.address}`
    return { chainId, iss, payload, text: formatMessage(payload, iss) }
  })
}

/** The CACAOs of the messages, signed by `account` (EIP-191). */
export function signAuthMessages(
  account: LocalAccount,
  messages: AuthMessage[],
): Promise<AuthTypes.Cacao[]> {
  return Promise.all(
    messages.map(async ({ payload, iss, text }) =>
      buildAuthObject(
        payload,
        { t: 'eip191', s: await account.signMessage({ message: text }) },
        iss,
      ),
    ),
  )
}
