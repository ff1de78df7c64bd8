/**
 * Answers eip155 requests with the wallet's local account: signatures are made here, and
 * eth_sendTransaction goes to the chain's RPC through a viem wallet client, which fills the
 * nonce, gas and fees from the node.
 */
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { z } from 'zod'
import { signPersonalMessage, signTypedDataV4 } from '../accounts/evmSigning.ts'
import type { EvmChainConfig } from '../config/walletConfig.ts'
import { parseParams } from './parseParams.ts'
import { unauthorizedAccount, unsupportedMethod, WalletRpcError } from './walletRpcError.ts'

export interface EvmRequestContext {
  account: LocalAccount
  /** The chain the request was sent on. */
  chain: EvmChainConfig
  chains: readonly EvmChainConfig[]
  /** Makes `chainId` the session's active chain (and tells the dapp). */
  switchChain(chainId: number): Promise<void>
}

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const quantity = z
  .union([hex, z.number().int().nonnegative()])
  .transform((v) => BigInt(v === '0x' ? 0 : v))

const transactionSchema = z.object({
  from: address,
  to: address.nullish(),
  value: quantity.optional(),
  data: hex.optional(),
  input: hex.optional(),
  gas: quantity.optional(),
  gasLimit: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: quantity.optional(),
  chainId: quantity.optional(),
})

export async function handleEvmRequest(
  ctx: EvmRequestContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [ctx.account.address]
    case 'eth_chainId':
      return numberToHex(ctx.chain.id)
    case 'personal_sign': {
      let [message, signer] = parseParams(
        z.tuple([z.string(), z.string()]).rest(z.unknown()),
        params,
      )
      // Some dapps send [address, message]; the address is never what they mean to sign.
      if (isAddressLike(message) && !isAddressLike(signer)) [message, signer] = [signer, message]
      checkAccount(ctx, signer)
      return signPersonalMessage(ctx.account, message)
    }
    case 'eth_sign': {
      const [signer, message] = parseParams(
        z.tuple([address, z.string()]).rest(z.unknown()),
        params,
      )
      checkAccount(ctx, signer)
      return signPersonalMessage(ctx.account, message)
    }
    case 'eth_signTypedData_v4': {
      const [signer, typedData] = parseParams(z.tuple([address, z.unknown()]), params)
      checkAccount(ctx, signer)
      return signTypedDataV4(ctx.account, typedData)
    }
    case 'eth_sendTransaction': {
      const [tx] = parseParams(z.tuple([transactionSchema]).rest(z.unknown()), params)
      checkAccount(ctx, tx.from)
      if (tx.chainId !== undefined && tx.chainId !== BigInt(ctx.chain.id))
        throw new WalletRpcError(
          -32602,
          `The transaction is for chain ${tx.chainId} but was sent on chain ${ctx.chain.id}.`,
        )
      return sendTransaction(ctx, tx)
    }
    case 'wallet_switchEthereumChain': {
      const [{ chainId }] = parseParams(z.tuple([z.object({ chainId: hex })]), params)
      const id = Number(BigInt(chainId))
      if (!ctx.chains.some((c) => c.id === id))
        throw new WalletRpcError(4902, `Unrecognized chain ID ${chainId}.`)
      await ctx.switchChain(id)
      return null
    }
    default:
      throw unsupportedMethod()
  }
}

async function sendTransaction(
  ctx: EvmRequestContext,
  tx: z.infer<typeof transactionSchema>,
): Promise<Hex> {
  const chain = defineChain({
    id: ctx.chain.id,
    name: ctx.chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [ctx.chain.rpcUrl] } },
  })
  const client = createWalletClient({
    account: ctx.account,
    chain,
    transport: http(ctx.chain.rpcUrl),
  })
  const fees =
    tx.maxFeePerGas !== undefined
      ? { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
      : tx.gasPrice !== undefined
        ? { gasPrice: tx.gasPrice }
        : {}
  return client.sendTransaction({
    to: tx.to ?? null,
    value: tx.value,
    data: (tx.data ?? tx.input) as Hex | undefined,
    gas: tx.gas ?? tx.gasLimit,
    nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
    ...fees,
  } as Parameters<typeof client.sendTransaction>[0])
}

function isAddressLike(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value)
}

function checkAccount(ctx: EvmRequestContext, signer: string) {
  if (!isAddressLike(signer) || !isAddressEqual(signer as Hex, ctx.account.address))
    throw unauthorizedAccount(signer)
}
