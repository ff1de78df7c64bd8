/**
 * Read methods the wallet forwards as JSON-RPC to the current chain's RPC URL, and the
 * forwarding itself (the node's own errors are passed on with their codes).
 */
import { z } from 'zod'
import { ErrorCode, ProviderRpcError } from '../providerErrors.ts'

export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'web3_clientVersion',
])

const nodeResponseSchema = z.union([
  z.object({
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
  }),
  z.object({ result: z.unknown() }),
])

let nextId = 1

export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: unknown[] | Record<string, unknown> = [],
): Promise<unknown> {
  let body: unknown
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    body = await response.json()
  } catch (error) {
    throw new ProviderRpcError(
      ErrorCode.chainDisconnected,
      `The chain's RPC at ${rpcUrl} is unreachable: ${String(error)}`,
    )
  }
  const parsed = nodeResponseSchema.safeParse(body)
  if (!parsed.success) {
    throw new ProviderRpcError(
      ErrorCode.internal,
      `The RPC at ${rpcUrl} sent a malformed response.`,
    )
  }
  if ('error' in parsed.data) {
    const { code, message, data } = parsed.data.error
    throw new ProviderRpcError(code, message, data)
  }
  return parsed.data.result ?? null
}
