/**
 * The Solana provider (SolanaProvider.ts) over a signer: transactions are serialized for the
 * signer and the signed bytes read back into the caller's own transaction type. A legacy
 * transaction without a fee payer or blockhash gets the account and the cluster's latest one.
 * Loaded with @solana/web3.js, only once a Solana wallet is connected.
 */
import { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { SolanaError } from './SolanaError.ts'
import type {
  AnySolanaTransaction,
  SolanaConnection,
  SolanaProvider,
  SolanaSendOptions,
} from './SolanaProvider.ts'
import type { SolanaSigner } from './SolanaSigner.ts'

// At run time a dapp's transactions are web3.js's (SolanaProvider.ts says why the types are not).
const isVersioned = (tx: AnySolanaTransaction | Transaction): tx is VersionedTransaction =>
  tx instanceof VersionedTransaction || 'version' in tx

export function createSolanaConnection(rpcUrl: string): Connection {
  return new Connection(rpcUrl, { commitment: 'confirmed' })
}

/** The balance of `address` in lamports, read from the cluster. */
export async function readLamports(connection: SolanaConnection, address: string): Promise<bigint> {
  return BigInt(await connection.getBalance(new PublicKey(address)))
}

export function createSolanaProvider(deps: {
  signer: SolanaSigner
  network: CaipNetwork
  rpcUrl: string
}): SolanaProvider {
  const { signer, network } = deps
  const publicKey = new PublicKey(signer.address)
  const connection = createSolanaConnection(deps.rpcUrl)

  async function serialize(transaction: AnySolanaTransaction): Promise<Uint8Array> {
    const tx = transaction as Transaction | VersionedTransaction
    if (isVersioned(tx)) return tx.serialize()
    tx.feePayer ??= publicKey
    tx.recentBlockhash ??= (await connection.getLatestBlockhash()).blockhash
    return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
  }

  function readBack<T extends AnySolanaTransaction>(original: T, signed: Uint8Array): T {
    try {
      return (isVersioned(original)
        ? VersionedTransaction.deserialize(signed)
        : Transaction.from(signed)) as unknown as T
    } catch (cause) {
      throw new SolanaError('The wallet returned a transaction that cannot be read', {
        code: 'SOLANA_BAD_SIGNED_TRANSACTION',
        cause,
      })
    }
  }

  const signTransaction = async <T extends AnySolanaTransaction>(tx: T): Promise<T> =>
    readBack(tx, await signer.signTransaction(await serialize(tx), network))

  const sendSigned = (
    tx: AnySolanaTransaction,
    via: SolanaConnection,
    options?: SolanaSendOptions,
  ) => via.sendRawTransaction(tx.serialize(), options)

  return {
    publicKey,
    connection,
    chain: network.caipNetworkId,
    signMessage: (message) => signer.signMessage(message),
    signTransaction,
    async signAllTransactions(transactions) {
      const signed = []
      for (const tx of transactions) signed.push(await signTransaction(tx))
      return signed
    },
    async sendTransaction(tx, via, options) {
      return sendSigned(await signTransaction(tx), via, options)
    },
    async signAndSendTransaction(tx, options) {
      if (!signer.signAndSendTransaction)
        return sendSigned(await signTransaction(tx), connection, options)
      return signer.signAndSendTransaction(await serialize(tx), network)
    },
  }
}
