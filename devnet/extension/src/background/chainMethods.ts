/**
 * Chain methods: eth_chainId, net_version, wallet_switchEthereumChain (EIP-3326: known chain
 * → switch and emit chainChanged to every tab; unknown → 4902) and wallet_addEthereumChain
 * (EIP-3085: validate, check the RPC reports that chain id, approve, add).
 */
import { z } from 'zod'
import { invalidParams, unrecognizedChain } from '../providerErrors.ts'
import { requireApproval } from './approvals.ts'
import { broadcastEvent } from './broadcastEvent.ts'
import { forwardRpc } from './forwardRpc.ts'
import { prettyJson } from './prettyJson.ts'
import type { RpcContext } from './rpcContext.ts'
import { chainIdSchema, parseParams } from './rpcParams.ts'
import { readState, updateState, type WalletChain } from './walletState.ts'

const toHexChainId = (id: number) => `0x${id.toString(16)}`

export async function ethChainId(): Promise<string> {
  return toHexChainId((await readState()).chainId)
}

export async function netVersion(): Promise<string> {
  return String((await readState()).chainId)
}

const switchParamsSchema = z.tuple([z.object({ chainId: z.string() })])

export async function walletSwitchEthereumChain(context: RpcContext): Promise<null> {
  const [{ chainId: requested }] = parseParams(switchParamsSchema, context)
  const parsedId = chainIdSchema.safeParse(requested)
  if (!parsedId.success) {
    throw invalidParams(`${context.method}: params.0.chainId: ${parsedId.error.issues[0]?.message}`)
  }
  const chainId = parsedId.data
  const state = await readState()
  if (!state.chains.some((c) => c.id === chainId)) throw unrecognizedChain(requested)
  if (state.chainId === chainId) return null
  await updateState((s) => ({ ...s, chainId }))
  await broadcastEvent({ event: 'chainChanged', data: toHexChainId(chainId) }, null)
  return null
}

const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' })

const addChainParamsSchema = z.tuple([
  z.object({
    chainId: chainIdSchema,
    chainName: z.string().trim().min(1).max(100),
    rpcUrls: z.array(httpUrlSchema).min(1, 'give at least one RPC URL'),
    nativeCurrency: z
      .object({
        name: z.string().trim().min(1).max(50),
        symbol: z.string().trim().min(2).max(6),
        decimals: z.literal(18),
      })
      .optional(),
    blockExplorerUrls: z.array(httpUrlSchema).optional(),
    iconUrls: z.array(z.url()).optional(),
  }),
])

export async function walletAddEthereumChain(context: RpcContext): Promise<null> {
  const [params] = parseParams(addChainParamsSchema, context)
  const state = await readState()
  if (state.chains.some((c) => c.id === params.chainId)) return null
  const rpcUrl = params.rpcUrls[0] as string
  const reported = await forwardRpc(rpcUrl, 'eth_chainId').catch(() => {
    throw invalidParams(`${context.method}: the RPC at ${rpcUrl} did not answer eth_chainId`)
  })
  if (typeof reported !== 'string' || Number.parseInt(reported, 16) !== params.chainId) {
    throw invalidParams(
      `${context.method}: the RPC at ${rpcUrl} reports chain id ${String(reported)}, not ${toHexChainId(params.chainId)}`,
    )
  }
  const chain: WalletChain = {
    id: params.chainId,
    name: params.chainName,
    rpcUrls: params.rpcUrls,
    nativeCurrency: params.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Add this network:\n${prettyJson(chain)}`,
  })
  await updateState((s) =>
    s.chains.some((c) => c.id === chain.id) ? s : { ...s, chains: [...s.chains, chain] },
  )
  return null
}
