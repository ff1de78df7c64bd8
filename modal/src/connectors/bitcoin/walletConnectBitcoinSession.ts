/**
 * A WalletConnect session's `bip122` namespace as a Bitcoin wallet session: its accounts per
 * network (`bip122:<ref>:<address>`, the payment address), the ordinals address when the
 * wallet's getAccountAddresses lists one, and WalletConnect's Bitcoin methods —
 * signMessage {account, address, message, protocol}, signPsbt {account, psbt, signInputs,
 * broadcast}, sendTransfer {account, recipientAddress, amount} — sent on the network's chain.
 * Every answer is parsed before use.
 */
import * as z from 'zod/mini'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import { type Session, WALLETCONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectSession.ts'
import { BitcoinError, walletError } from './BitcoinError.ts'
import type { BitcoinAccountAddress } from './BitcoinProvider.ts'
import type { BitcoinWalletSession } from './BitcoinSigner.ts'

const accountAddresses = z.array(
  z.object({
    address: z.string().check(z.minLength(14), z.maxLength(90)),
    publicKey: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]*$/))),
    path: z.optional(z.string().check(z.maxLength(100))),
    intention: z.optional(z.enum(['payment', 'ordinal', 'ordinals'])),
  }),
)
const signMessageResult = z.object({
  signature: z.string().check(z.minLength(1)),
  address: z.string(),
})
const signPsbtResult = z.object({
  psbt: z.string().check(z.minLength(1)),
  txid: z.optional(z.string()),
})
const txidResult = z.object({ txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })

/** The session's bip122 payment account per configured network. */
function sessionAccounts(session: Session, networks: readonly CaipNetwork[]) {
  return (session.namespaces.bip122?.accounts ?? []).flatMap((account) => {
    const [ns, reference, address] = account.split(':')
    const network = networks.find((n) => n.caipNetworkId === `${ns}:${reference}`)
    return network && address && /^[a-zA-Z0-9]{14,90}$/.test(address) ? [{ network, address }] : []
  })
}

export async function walletConnectBitcoinSession(
  provider: UniversalProvider,
  session: Session,
  networks: readonly CaipNetwork[],
  /** The network requests go to (the connection's current one). */
  current: () => CaipNetwork | undefined,
): Promise<BitcoinWalletSession | undefined> {
  const accounts = sessionAccounts(session, networks)
  const first = accounts[0]
  if (!first) return undefined
  const chainOf = () => (current() ?? first.network).caipNetworkId
  const send = async <T>(method: string, params: object, schema: z.ZodMiniType<T>): Promise<T> => {
    let answer: unknown
    try {
      answer = await provider.request({ method, params }, chainOf())
    } catch (error) {
      throw walletError(error as { code?: unknown; message?: unknown })
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success)
      throw new BitcoinError(`The wallet's ${method} answer is malformed`, {
        code: 'BITCOIN_BAD_ANSWER',
        details: parsed.error.issues[0]?.message,
      })
    return parsed.data
  }
  // The ordinals address, if the wallet lists one beside the session's payment account.
  const listed = await send('getAccountAddresses', {}, accountAddresses).catch(() => [])
  const ordinal = listed.find(
    (a) => a.intention?.startsWith('ordinal') && a.address !== first.address,
  )
  const addressesOn = (network: CaipNetwork): BitcoinAccountAddress[] => {
    const payment = accounts.find((a) => a.network.caipNetworkId === network.caipNetworkId)
    if (!payment) return []
    const described = listed.find((a) => a.address === payment.address)
    return [
      {
        address: payment.address,
        ...(described?.publicKey ? { publicKey: described.publicKey } : {}),
        ...(described?.path ? { path: described.path } : {}),
        purpose: 'payment',
      },
      ...(ordinal && network.caipNetworkId === first.network.caipNetworkId
        ? [
            {
              address: ordinal.address,
              ...(ordinal.publicKey ? { publicKey: ordinal.publicKey } : {}),
              ...(ordinal.path ? { path: ordinal.path } : {}),
              purpose: 'ordinal' as const,
            },
          ]
        : []),
    ]
  }
  const chains = new Set(accounts.map((a) => a.network.caipNetworkId))
  const paymentAddress = () =>
    accounts.find((a) => a.network.caipNetworkId === chainOf())?.address ?? first.address
  return {
    connectorId: WALLETCONNECT_CONNECTOR_ID,
    info: {
      name: session.peer.metadata.name || 'WalletConnect',
      icon: session.peer.metadata.icons?.find((i) => /^(https?:|data:image\/)/.test(i)),
    },
    supports: (network) => chains.has(network.caipNetworkId),
    signer: {
      addresses: addressesOn,
      signMessage: ({ address, message, protocol }) =>
        send(
          'signMessage',
          { account: address, address, message, ...(protocol ? { protocol } : {}) },
          signMessageResult,
        ),
      signPsbt: ({ psbt, signInputs, broadcast }) =>
        send(
          'signPsbt',
          { account: paymentAddress(), psbt, signInputs, broadcast: broadcast ?? false },
          signPsbtResult,
        ),
      sendTransfer: async ({ from, recipient, amount }) =>
        (
          await send(
            'sendTransfer',
            { account: from, recipientAddress: recipient, amount },
            txidResult,
          )
        ).txid,
      request: (method, params) => send(method, (params ?? {}) as object, z.unknown()),
    },
    // The WalletConnect connection ends the session (and then forgets this namespace).
    disconnect: async () => {},
  }
}
