/**
 * What `useModalProvider('solana')` and `portico.getProvider('solana')` give a dapp: the shape
 * AppKit gives Solana dapps, over whichever wallet is connected, with a Connection to the
 * active cluster's RPC (the dapp's rpcMap first).
 */
import type {
  Connection,
  PublicKey,
  SendOptions,
  Transaction,
  TransactionSignature,
  VersionedTransaction,
} from '@solana/web3.js'

export type AnySolanaTransaction = Transaction | VersionedTransaction

export interface SolanaProvider {
  readonly publicKey: PublicKey
  /** The active cluster's Connection (its RPC URL from rpcMap, else the network's own). */
  readonly connection: Connection
  /** The CAIP-2 id of the cluster this provider signs for. */
  readonly chain: string
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnySolanaTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnySolanaTransaction>(transactions: T[]): Promise<T[]>
  /** Signed by the wallet, then sent through `connection`. */
  sendTransaction(
    transaction: AnySolanaTransaction,
    connection: Connection,
    options?: SendOptions,
  ): Promise<TransactionSignature>
  /** Signed and sent by the wallet (or signed, then sent through `connection`). */
  signAndSendTransaction(
    transaction: AnySolanaTransaction,
    options?: SendOptions,
  ): Promise<TransactionSignature>
}
