/**
 * POST /api/rpc/bundler: the e-mail wallet's smart account reaches a chain's ERC-4337 bundler and
 * ERC-7677 sponsor through the frame server (the frame app talks to its own origin only). Only
 * the methods a UserOperation's life needs pass; the bundler still simulates and checks every
 * operation's signatures, so this route signs and pays nothing itself.
 */
import { z } from 'zod'
import { requireSmartAccountChain } from '../config/requireFrameChain.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { chainIdInput } from '../http/inputSchemas.ts'
import { forwardRpc } from './forwardRpc.ts'

/** The bundler's methods (ERC-4337 §RPC, and Pimlico's gas price, which Alto serves). */
export const BUNDLER_METHODS = [
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'pimlico_getUserOperationGasPrice',
] as const

/** The sponsor's methods (ERC-7677). */
export const PAYMASTER_METHODS = ['pm_getPaymasterStubData', 'pm_getPaymasterData'] as const

export const bundlerRpcSchema = z.strictObject({
  chainId: chainIdInput,
  method: z.enum([...BUNDLER_METHODS, ...PAYMASTER_METHODS]),
  // A UserOperation, an EntryPoint, a chain id and a context at most.
  params: z.array(z.unknown()).max(4).optional(),
})

export async function forwardBundlerRpc(
  ctx: FrameContext,
  input: z.output<typeof bundlerRpcSchema>,
): Promise<unknown> {
  const { smartAccount } = requireSmartAccountChain(ctx.chains, input.chainId)
  const url = input.method.startsWith('pm_') ? smartAccount.paymasterUrl : smartAccount.bundlerUrl
  return forwardRpc(url, input.method, input.params ?? [])
}
