/** A small client for the bcoin node: JSON-RPC on POST / (Bitcoin Core's method names). */
import { PorticoError } from '@portico/shared'

/** The node refused a call; `rpcCode` is its JSON-RPC error code. */
export class BitcoinRpcError extends PorticoError {
  override name = 'BitcoinRpcError'
  readonly rpcCode: number | undefined
  constructor(message: string, rpcCode: number | undefined) {
    super(message, { code: 'BITCOIN_RPC_FAILED' })
    this.rpcCode = rpcCode
  }
}

export type BitcoinRpc = <T = unknown>(method: string, params?: unknown[]) => Promise<T>

export function createBitcoinRpc(url: string): BitcoinRpc {
  return async <T>(method: string, params: unknown[] = []) => {
    const res = await fetch(`${url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method, params }),
    })
    const body = (await res.json()) as {
      result: T
      error: { message: string; code?: number } | null
    }
    if (body.error) throw new BitcoinRpcError(`${method}: ${body.error.message}`, body.error.code)
    return body.result
  }
}
