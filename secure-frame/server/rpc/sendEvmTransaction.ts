/**
 * eth_sendTransaction: the user's transaction, completed from the chain (nonce, gas, fees),
 * signed locally with their key and sent raw; the answer is the transaction hash. A node's
 * refusal is 400 `RPC_ERROR` with the catalogue's text for it (SPEC §8 chain node errors).
 */
import { toNodeError } from '@portico/shared'
import { createWalletClient, defineChain, type Hex, hexToBigInt, hexToNumber, http } from 'viem'
import type { FrameChain } from '../config/resolveFrameServerConfig.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { parseInput } from '../http/parseInput.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { sendTransactionParams } from './rpcParams.ts'
import { evmAccountOf, isSameEvmAddress } from './userSigners.ts'

const hex = (value: string) => value as Hex
const withPrefix = (address: string) => hex(address.startsWith('0x') ? address : `0x${address}`)

/** The numeric JSON-RPC code somewhere in a viem error's causes, if any. */
function rpcCodeOf(error: unknown): number | undefined {
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'number') return e.code
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined
  }
  return undefined
}

export async function sendEvmTransaction(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  chain: FrameChain,
  params: unknown,
): Promise<Hex> {
  const [tx] = parseInput(sendTransactionParams, params)
  if (!isSameEvmAddress(tx.from, auth.user.evm_address)) throw apiError('ADDRESS_MISMATCH')
  if (tx.chainId !== undefined) {
    const requested = typeof tx.chainId === 'number' ? tx.chainId : hexToNumber(hex(tx.chainId))
    if (requested !== chain.id) throw apiError('CHAIN_NOT_SUPPORTED')
  }
  const account = evmAccountOf(ctx, auth.user)
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.id,
      name: `Chain ${chain.id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const quantity = (value: string | undefined) =>
    value === undefined ? undefined : hexToBigInt(hex(value))
  const fees =
    tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
      ? {
          maxFeePerGas: quantity(tx.maxFeePerGas),
          maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
        }
      : { gasPrice: quantity(tx.gasPrice) }
  try {
    return await client.sendTransaction({
      to: tx.to ? withPrefix(tx.to) : undefined,
      value: quantity(tx.value),
      data: tx.data ?? tx.input,
      gas: quantity(tx.gas),
      nonce: tx.nonce === undefined ? undefined : hexToNumber(hex(tx.nonce)),
      ...fees,
    } as Parameters<typeof client.sendTransaction>[0])
  } catch (cause) {
    const nodeError = toNodeError(cause)
    throw apiError('RPC_ERROR', {
      message: nodeError.shortMessage,
      body: { rpcCode: rpcCodeOf(cause) ?? null },
      cause,
    })
  }
}
