/**
 * WalletConnect's one-click sign-in (SPEC §4 "SIWX"): with SIWX on, pairing asks the wallet for
 * `wc_sessionAuthenticate` (CAIP-222, the EVM methods as a ReCap) instead of a bare session
 * proposal, so one approval connects and signs the CAIP-122 message. The SDK sends a proposal
 * beside it: a wallet that cannot authenticate approves that, and the answer has no signed
 * message (the modal then asks with SIWXSignMessage, as for any wallet). Loaded by the
 * connection only with the `siwx` option, so its code is not in the modal's open path.
 */
import type { UniversalProvider } from './createWalletConnectProvider.ts'
import type { WalletConnectNamespace } from './walletConnectNamespaces.ts'
import type { Session } from './walletConnectSession.ts'

/** The message's fields the SIWX config wrote (a fresh nonce); the SDK adds chains and iat. */
export interface WalletConnectSignInRequest {
  domain: string
  uri: string
  nonce: string
  version?: string
  /** CAIP-2 of the first chain (the SDK writes each message's own from the signer). */
  chainId?: string
  /** The SDK stamps its own issue time; ours goes along for the record. */
  iat?: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** A message the wallet signed, in the text the SDK formats from its CACAO, and its signature. */
export interface SignedInMessage {
  message: string
  signature: string
}

/** What SIWX gives the connection (only with the `siwx` option; its code loads on use). */
export interface WalletConnectSignIn {
  /** The request for these CAIP-2 chains, or undefined to pair without a sign-in. */
  request(chains: string[]): Promise<WalletConnectSignInRequest | undefined>
  /** The wallet signed in: verify and keep the session before the account is reported. */
  signed(messages: SignedInMessage[]): Promise<void>
}

/**
 * The pairing's session with SIWX: the one-click sign-in when the config wrote a message for
 * the dapp's EVM chains (its session verified and kept before the account is reported, so
 * SIWXSignMessage does not open for it), else a plain proposal.
 */
export async function proposeWithSignIn(
  provider: UniversalProvider,
  signIn: WalletConnectSignIn,
  optionalNamespaces: Record<string, WalletConnectNamespace>,
): Promise<Session | undefined> {
  const chains = optionalNamespaces.eip155?.chains ?? []
  const request = chains.length ? await signIn.request(chains).catch(() => undefined) : undefined
  if (!request) return provider.connect({ optionalNamespaces })
  const { session, signed } = await authenticateSession(provider, request, {
    chains,
    optionalNamespaces,
  })
  // A refused session is not a failed connection: SIWXSignMessage asks again.
  if (signed.length) await signIn.signed(signed).catch(() => {})
  return session
}

/**
 * Pairs with `wc_sessionAuthenticate`: the session (with the EVM namespace the ReCap granted)
 * and the signed messages, none when the wallet answered the proposal instead.
 */
export async function authenticateSession(
  provider: UniversalProvider,
  request: WalletConnectSignInRequest,
  options: { chains: string[]; optionalNamespaces: Record<string, WalletConnectNamespace> },
): Promise<{ session: Session | undefined; signed: SignedInMessage[] }> {
  const result = await provider.authenticate({
    ...request,
    chains: options.chains,
    // The methods the session asks for: the wallet grants them in the ReCap it signs.
    methods: options.optionalNamespaces.eip155?.methods ?? [],
    // Read by the provider (not the SDK's request): the session's rpcMap stays on our RPCs.
    ...({ optionalNamespaces: options.optionalNamespaces } as object),
  })
  const signed = (result.auths ?? []).map((cacao) => ({
    message: provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
    signature: cacao.s.s,
  }))
  return { session: result.session ?? provider.session, signed }
}
