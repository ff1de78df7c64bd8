/**
 * The Solana wallet the page finds through the Wallet Standard (`getWallets()` of
 * @wallet-standard/app): standard:connect, standard:disconnect, standard:events ('change' of
 * accounts), solana:signMessage, solana:signTransaction and solana:signAndSendTransaction
 * (legacy and v0 transactions). Each feature is a request over the page channel as
 * `solana_<feature>` with bytes in base64; the worker asks for approval and signs. Registered
 * once the worker has told which clusters it knows (none: no Solana wallet).
 */
import { base58, base64 } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignAndSendTransactionOutput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignMessageOutput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
  type SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  type StandardConnectInput,
  type StandardConnectOutput,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type StandardEventsNames,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount, registerWallet } from '@wallet-standard/wallet'
import { z } from 'zod'
import { ErrorCode, ProviderRpcError } from '../providerErrors.ts'
import { WALLET_ICON_BASE64, WALLET_NAME } from '../walletInfo.ts'
import type { PageChannel } from './pageChannel.ts'

const solanaChain = z.templateLiteral(['solana:', z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32}$/)])
const accountViewSchema = z.strictObject({
  address: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  publicKey: z.base64(),
  chains: z.array(solanaChain),
})
const accountViewsSchema = z.array(accountViewSchema).max(1)
const chainsSchema = z.array(solanaChain)
const signedMessageSchema = z.strictObject({ signedMessage: z.base64(), signature: z.base64() })
const signedTransactionSchema = z.strictObject({ signedTransaction: z.base64() })
const sentSchema = z.strictObject({ signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/) })

const FEATURES = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const satisfies IdentifierString[]

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The worker's answer, checked; a wrong shape is an internal error, never passed on. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new ProviderRpcError(ErrorCode.internal, 'The wallet answered in an unexpected shape.')
  return parsed.data
}

export class PorticoSolanaWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name = WALLET_NAME
  readonly icon = WALLET_ICON_BASE64
  readonly chains: IdentifierString[]
  readonly #channel: PageChannel
  /** 'change' is the one event of standard:events. */
  readonly #changeListeners = new Set<StandardEventsListeners['change']>()
  #accounts: ReadonlyWalletAccount[] = []

  constructor(channel: PageChannel, chains: IdentifierString[]) {
    this.#channel = channel
    this.chains = chains
    channel.onEvent((event) => {
      if (event.event !== 'solanaAccountsChanged') return
      if (event.data.length === 0) this.#setAccounts([])
      // A new key while connected: the worker says which (with its chains) on a silent connect.
      else if (this.#accounts.length > 0 && this.#accounts[0]?.address !== event.data[0])
        void this.#connect(true).catch(() => this.#setAccounts([]))
    })
  }

  get accounts(): readonly WalletAccount[] {
    return this.#accounts.slice()
  }

  get features(): Features {
    return {
      [StandardConnect]: { version: '1.0.0', connect: (input) => this.#connect(input?.silent) },
      [StandardDisconnect]: { version: '1.0.0', disconnect: () => this.#disconnect() },
      [StandardEvents]: { version: '1.0.0', on: (event, listener) => this.#on(event, listener) },
      [SolanaSignMessage]: {
        version: '1.1.0',
        signMessage: (...inputs) => this.#each(inputs, (input) => this.#signMessage(input)),
      },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs) => this.#each(inputs, (input) => this.#signTransaction(input)),
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) =>
          this.#each(inputs, (input) => this.#signAndSendTransaction(input)),
      },
    }
  }

  /** One approval per input, in order (the worker answers one request at a time). */
  async #each<I, O>(inputs: readonly I[], run: (input: I) => Promise<O>): Promise<O[]> {
    const outputs: O[] = []
    for (const input of inputs) outputs.push(await run(input))
    return outputs
  }

  #on<E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]): () => void {
    if (event !== 'change' || typeof listener !== 'function') return () => undefined
    this.#changeListeners.add(listener)
    return () => this.#changeListeners.delete(listener)
  }

  #setAccounts(views: z.infer<typeof accountViewsSchema>) {
    const before = this.#accounts.map((a) => a.address).join()
    this.#accounts = views.map(
      (v) =>
        new ReadonlyWalletAccount({
          address: v.address,
          publicKey: base64.decode(v.publicKey),
          chains: v.chains,
          features: [...FEATURES],
          label: WALLET_NAME,
        }),
    )
    if (this.#accounts.map((a) => a.address).join() === before) return
    for (const listener of [...this.#changeListeners]) {
      try {
        listener({ accounts: this.accounts })
      } catch (error) {
        // A page listener's error must not stop the others.
        setTimeout(() => {
          throw error
        })
      }
    }
  }

  async #connect(silent: StandardConnectInput['silent']): Promise<StandardConnectOutput> {
    const answer = await this.#channel.request('solana_connect', { silent: silent === true })
    this.#setAccounts(checked(accountViewsSchema, answer))
    return { accounts: this.accounts }
  }

  async #disconnect(): Promise<void> {
    await this.#channel.request('solana_disconnect', {})
    this.#setAccounts([])
  }

  /** The address of one of this wallet's accounts (anything else is 4100, not sent). */
  #ownAccount(account: WalletAccount): string {
    if (!this.#accounts.some((a) => a.address === account?.address))
      throw new ProviderRpcError(ErrorCode.unauthorized, 'The account is not connected.')
    return account.address
  }

  async #signMessage(input: SolanaSignMessageInput): Promise<SolanaSignMessageOutput> {
    const answer = await this.#channel.request('solana_signMessage', {
      account: this.#ownAccount(input.account),
      message: base64.encode(input.message),
    })
    const { signedMessage, signature } = checked(signedMessageSchema, answer)
    return {
      signedMessage: base64.decode(signedMessage),
      signature: base64.decode(signature),
      signatureType: 'ed25519',
    }
  }

  async #signTransaction(input: SolanaSignTransactionInput): Promise<SolanaSignTransactionOutput> {
    const answer = await this.#channel.request('solana_signTransaction', {
      account: this.#ownAccount(input.account),
      ...(input.chain ? { chain: input.chain } : {}),
      transaction: base64.encode(input.transaction),
    })
    return {
      signedTransaction: base64.decode(checked(signedTransactionSchema, answer).signedTransaction),
    }
  }

  async #signAndSendTransaction(
    input: SolanaSignAndSendTransactionInput,
  ): Promise<SolanaSignAndSendTransactionOutput> {
    const answer = await this.#channel.request('solana_signAndSendTransaction', {
      account: this.#ownAccount(input.account),
      chain: input.chain,
      transaction: base64.encode(input.transaction),
      ...(input.options ? { options: JSON.parse(JSON.stringify(input.options)) } : {}),
    })
    return { signature: base58.decode(checked(sentSchema, answer).signature) }
  }
}

/** Asks the worker for its clusters and registers the wallet when it has any. */
export async function registerSolanaWallet(channel: PageChannel): Promise<void> {
  const chains = chainsSchema.safeParse(await channel.request('solana_getChains', {}))
  if (!chains.success || chains.data.length === 0) return
  registerWallet(new PorticoSolanaWallet(channel, chains.data))
}
