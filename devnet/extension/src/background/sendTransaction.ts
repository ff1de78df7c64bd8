/**
 * eth_sendTransaction: validates the request, asks for approval, then lets viem fill nonce,
 * gas and fees from the current chain, signs locally and sends the raw transaction.
 */
import { createWalletClient, defineChain, http } from 'viem'
import { z } from 'zod'
import { invalidParams, unauthorized } from '../providerErrors.ts'
import { requireApproval } from './approvals.ts'
import { requireConnected } from './connectionMethods.ts'
import { prettyJson } from './prettyJson.ts'
import type { RpcContext } from './rpcContext.ts'
import {
  addressSchema,
  hexDataSchema,
  parseParams,
  quantitySchema,
  sameAddress,
} from './rpcParams.ts'
import { fromViemError } from './viemErrors.ts'
import { currentChain, readState, type WalletChain } from './walletState.ts'

const transactionSchema = z.object({
  from: addressSchema,
  to: addressSchema.nullish(),
  value: quantitySchema.optional(),
  data: hexDataSchema.optional(),
  input: hexDataSchema.optional(),
  gas: quantitySchema.optional(),
  gasPrice: quantitySchema.optional(),
  maxFeePerGas: quantitySchema.optional(),
  maxPriorityFeePerGas: quantitySchema.optional(),
  nonce: quantitySchema.optional(),
  chainId: quantitySchema.optional(),
})

const paramsSchema = z.tuple([transactionSchema])

const toViemChain = (chain: WalletChain) =>
  defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls } },
  })

export async function ethSendTransaction(context: RpcContext): Promise<string> {
  const [tx] = parseParams(paramsSchema, context)
  const account = await requireConnected(context.origin)
  if (!sameAddress(tx.from, account.address)) throw unauthorized()
  const chain = currentChain(await readState())
  if (tx.chainId !== undefined && tx.chainId !== BigInt(chain.id)) {
    throw invalidParams(
      `${context.method}: chainId ${tx.chainId} is not the current chain ${chain.id}`,
    )
  }
  if (tx.gasPrice !== undefined && (tx.maxFeePerGas ?? tx.maxPriorityFeePerGas) !== undefined) {
    throw invalidParams(`${context.method}: give either gasPrice or the EIP-1559 fees, not both`)
  }
  const data = tx.data ?? tx.input
  if (!tx.to && !data) throw invalidParams(`${context.method}: a contract creation needs data`)
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Send this transaction on ${chain.name} (chain ${chain.id}):\n\n${prettyJson({ ...tx, from: account.address })}`,
  })
  const client = createWalletClient({
    account,
    chain: toViemChain(chain),
    transport: http(chain.rpcUrls[0]),
  })
  const fees =
    tx.gasPrice !== undefined
      ? { gasPrice: tx.gasPrice }
      : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
  try {
    return await client.sendTransaction({
      to: tx.to ?? null,
      value: tx.value,
      data,
      gas: tx.gas,
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
      ...fees,
    })
  } catch (error) {
    throw fromViemError(error)
  }
}
