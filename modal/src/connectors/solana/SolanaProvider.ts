/**
 * What `useModalProvider('solana')` and `portico.getProvider('solana')` give a dapp: the shape
 * AppKit gives Solana dapps, over whichever wallet is connected, with a Connection to the
 * active cluster's RPC (the dapp's rpcMap first).
 *
 * The types are structural: @solana/web3.js's PublicKey, Transaction, VersionedTransaction and
 * Connection fit them, and at run time they are those classes. Naming web3.js's own types here
 * would make every dapp's type check read web3.js's declarations, which need Node's types
 * (`http`, `https`), even in an EVM-only dapp.
 */

/** A public key; @solana/web3.js's PublicKey. */
export interface SolanaPublicKey {
  toBase58(): string
  toBytes(): Uint8Array
  equals(other: SolanaPublicKey): boolean
}

/** A legacy or versioned transaction of @solana/web3.js. */
export interface AnySolanaTransaction {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}

/** Options of a send, as web3.js's SendOptions. */
export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

/** The parts of web3.js's Connection the provider uses; `provider.connection` is one. */
export interface SolanaConnection {
  readonly rpcEndpoint: string
  sendRawTransaction(raw: Uint8Array, options?: SolanaSendOptions): Promise<string>
  getLatestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }>
  getBalance(publicKey: SolanaPublicKey): Promise<number>
}

export interface SolanaProvider {
  readonly publicKey: SolanaPublicKey
  /**
   * The active cluster's Connection (its RPC URL from rpcMap, else the network's own): a
   * web3.js `Connection` (`provider.connection as Connection` for the rest of its methods).
   */
  readonly connection: SolanaConnection
  /** The CAIP-2 id of the cluster this provider signs for. */
  readonly chain: string
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnySolanaTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnySolanaTransaction>(transactions: T[]): Promise<T[]>
  /** Signed by the wallet, then sent through `connection`; resolves with the signature. */
  sendTransaction(
    transaction: AnySolanaTransaction,
    connection: SolanaConnection,
    options?: SolanaSendOptions,
  ): Promise<string>
  /** Signed and sent by the wallet (or signed, then sent through `connection`). */
  signAndSendTransaction(
    transaction: AnySolanaTransaction,
    options?: SolanaSendOptions,
  ): Promise<string>
}
