/**
 * How the smart-account code reaches a chain: one JSON-RPC call, answered by the frame server
 * (POST /api/rpc for the chain, POST /api/rpc/bundler for the bundler and sponsor). The frame app
 * talks to its own origin only.
 */
import type { FrameApi } from '../../api/frameApi.ts'
import { rpcResponse } from '../../handlers/serverSchemas.ts'

export type EvmRequest = (method: string, params?: unknown) => Promise<unknown>

export interface FrameRpcTarget {
  api: FrameApi
  token: string
  chainId: number
  signal?: AbortSignal
}

/** Safe reads of the chain (eth_call, eth_getCode, …) through the frame server. */
export const chainRequest =
  ({ api, token, chainId, signal }: FrameRpcTarget): EvmRequest =>
  async (method, params) =>
    (
      await api.post(
        '/api/rpc',
        { chainId, method, params: params ?? [] },
        { token, signal, schema: rpcResponse() },
      )
    ).result

/** The chain's bundler and ERC-7677 sponsor, through the frame server. */
export const bundlerRequest =
  ({ api, token, chainId, signal }: FrameRpcTarget): EvmRequest =>
  async (method, params) =>
    (
      await api.post(
        '/api/rpc/bundler',
        { chainId, method, params: params ?? [] },
        { token, signal, schema: rpcResponse() },
      )
    ).result
