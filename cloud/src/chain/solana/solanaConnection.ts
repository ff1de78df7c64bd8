/** One @solana/web3.js Connection per cluster RPC URL, kept for the process. */
import { RPC_TIMEOUT_MS } from '@portico/shared'
import { Connection, type FetchFn } from '@solana/web3.js'

const connections = new Map<string, Connection>()

/** A fetch that gives up after the shared RPC timeout, as the EVM clients do. */
const fetchWithTimeout = ((input: string, init?: RequestInit) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) })) as unknown as FetchFn

export function solanaConnection(rpcUrl: string): Connection {
  let connection = connections.get(rpcUrl)
  if (!connection) {
    connection = new Connection(rpcUrl, {
      commitment: 'confirmed',
      fetch: fetchWithTimeout,
      // A failed read is answered at once (502), not retried behind the caller's back.
      disableRetryOnRateLimit: true,
    })
    connections.set(rpcUrl, connection)
  }
  return connection
}
