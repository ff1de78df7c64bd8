/**
 * POST /v1/?chainId=eip155:31337&projectId= (SPEC §3, §7): the RPC proxy. Forwards a JSON-RPC
 * request or batch to the upstream node configured for the chain and returns its answer.
 * A chain the cloud does not serve, and a method it does not forward, get a JSON-RPC error
 * per request (HTTP 200, as a node answers); an upstream that fails gives HTTP 502 with a
 * JSON-RPC error per request.
 */
import {
  caipNetworkIdSchema,
  errorCatalogue,
  RPC_TIMEOUT_MS,
  walletErrorCodes,
} from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { rpcProjectQuery } from '../../http/queryValues.ts'
import { isProxiedMethod } from '../../rpc/isProxiedMethod.ts'
import {
  type JsonRpcRequest,
  type JsonRpcResponse,
  jsonRpcBodySchema,
  jsonRpcError,
  jsonRpcResponseSchema,
} from '../../rpc/jsonRpc.ts'

/** JSON-RPC's "method not found", for methods the proxy does not forward. */
const METHOD_NOT_FORWARDED = -32601
/** JSON-RPC's "internal error", for an upstream that failed. */
const UPSTREAM_FAILED = -32603

const upstreamAnswer = z.union([jsonRpcResponseSchema, z.array(jsonRpcResponseSchema)])

async function forward(url: string, requests: JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(requests),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!res.ok) throw new Error(`upstream HTTP ${res.status}`)
  const answer = upstreamAnswer.parse(await res.json())
  return Array.isArray(answer) ? answer : [answer]
}

export function registerPostRpcProxy(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: ['/v1', '/v1/'],
    access: 'rpc',
    query: rpcProjectQuery.extend({ chainId: caipNetworkIdSchema }),
    body: jsonRpcBodySchema,
    handler: async ({ query, body, reply, request }) => {
      const batch = Array.isArray(body)
      const requests = batch ? body : [body]
      const answer = (responses: JsonRpcResponse[]) => (batch ? responses : responses[0])
      const chain = ctx.chains.byCaip2(query.chainId)
      if (!chain)
        return answer(
          requests.map((r) =>
            jsonRpcError(
              r.id,
              walletErrorCodes.UNRECOGNIZED_CHAIN,
              errorCatalogue.CHAIN_NOT_SUPPORTED.message,
              {
                chainId: query.chainId,
              },
            ),
          ),
        )
      const refused = requests.filter((r) => !isProxiedMethod(r.method))
      const allowed = requests.filter((r) => isProxiedMethod(r.method))
      const responses = refused
        .filter((r) => r.id !== undefined)
        .map((r) =>
          jsonRpcError(r.id, METHOD_NOT_FORWARDED, errorCatalogue.RPC_METHOD_NOT_ALLOWED.message, {
            method: r.method,
          }),
        )
      if (allowed.length) {
        try {
          responses.push(...(await forward(chain.rpcUrl, allowed)))
        } catch (error) {
          request.log.warn({ err: error, chainId: query.chainId }, 'RPC upstream failed')
          reply.code(502)
          responses.push(
            ...allowed.map((r) =>
              jsonRpcError(r.id, UPSTREAM_FAILED, errorCatalogue.RPC_HTTP_ERROR.message),
            ),
          )
        }
      }
      // Answers in the order of the requests (a batch may come back in any order).
      const position = new Map(requests.map((r, i) => [r.id, i]))
      responses.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
      if (!batch && responses.length === 0) return reply.code(204).send()
      return answer(responses)
    },
  })
}
