/** A small client for the bcoin node: JSON-RPC on POST / (Bitcoin Core's method names). */

export class BitcoinRpcError extends Error {
  override name = 'BitcoinRpcError'
  readonly code: number | undefined
  constructor(message: string, code: number | undefined) {
    super(message)
    this.code = code
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
