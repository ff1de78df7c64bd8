/**
 * Errors a request handler answers with: EIP-1193 / JSON-RPC codes the dapp can act on.
 * Anything that is not a WalletRpcError is reported as -32603 with its message.
 */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const

export const unsupportedMethod = () => new WalletRpcError(4200, 'Unsupported method')
export const unauthorizedAccount = (account: string) =>
  new WalletRpcError(4100, `The account ${account} is not held by this wallet.`)
export const invalidParams = (detail: string) =>
  new WalletRpcError(-32602, `Invalid params: ${detail}`)

export function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof WalletRpcError) return { code: error.code, message: error.message }
  const e = error as { shortMessage?: string; message?: string }
  return { code: -32603, message: e?.shortMessage ?? e?.message ?? String(error) }
}
