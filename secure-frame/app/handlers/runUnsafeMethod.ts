/**
 * The unsafe methods, run in the frame after the user approved (SPEC §6): parameters checked as
 * the server checked them, the address the user's own, then signed by the wallet worker.
 * eth_sendTransaction is completed from the chain (nonce at 'pending', gas, fees) through the
 * frame server's safe reads, signed in the worker and sent with POST /api/rpc/send-raw;
 * solana_signAndSendTransaction is signed in the worker and sent to the frame's Solana cluster
 * with POST /api/rpc/solana-send. Loaded lazily (viem), after an approval.
 */
import { createPorticoError, isHex, PorticoError } from '@portico/shared'
import { base58, base64 } from '@scure/base'
import { createPublicClient, custom, type Hex, hashTypedData, hexToBigInt, hexToNumber } from 'viem'
import { prepareTransactionRequest } from 'viem/actions'
import type * as z from 'zod/mini'
import type { FrameApi } from '../api/frameApi.ts'
import { chainRequest } from '../wallet/smartAccount/evmRead.ts'
import { toSmartAccountSignature } from '../wallet/smartAccount/signAsSmartAccount.ts'
import type { SmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import type {
  EvmTransactionRequest,
  WalletView,
  WalletWorkerApi,
} from '../wallet/walletWorkerApi.ts'
import {
  personalSignParams,
  sendTransactionParams,
  signTypedDataParams,
  solanaSignAllTransactionsParams,
  solanaSignAndSendTransactionParams,
  solanaSignMessageParams,
  solanaSignTransactionParams,
} from './rpcParams.ts'
import { rpcResponse, sendRawResponse, solanaSendResponse } from './serverSchemas.ts'

/** The user's smart account on the frame's chain (a chain with a bundler). */
export interface SmartAccountContext {
  chain: SmartAccountChain
  address: `0x${string}`
}

export interface UnsafeMethodDeps {
  api: FrameApi
  wallet: Pick<WalletWorkerApi, 'signEvm' | 'signSolana'>
  token: string
  /** The frame's EVM chain (undefined while it is on a Solana cluster). */
  chainId: number | undefined
  /** The Solana cluster (CAIP-2) Solana transactions are sent to (undefined: none configured). */
  solanaChain?: string | undefined
  view: WalletView
  signal: AbortSignal
  /** Set on a chain with a bundler: requests from this address go as the smart account. */
  smartAccount?: SmartAccountContext
}

/** An address in the parameters that is not the user's (the server's text for it). */
export class AddressMismatchError extends PorticoError {
  override name = 'AddressMismatchError'
  constructor() {
    super("The address is not this account's address", { code: 'ADDRESS_MISMATCH' })
  }
}

function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw createPorticoError('SCHEMA_INVALID_INPUT')
  return parsed.data
}

const sameEvm = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The PorticoError (a node's refusal from /api/rpc) inside a viem error, or the error itself. */
function unwrap(error: unknown): unknown {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; depth++, e = e.cause)
    if (e instanceof PorticoError) return e
  return error
}

/** The smart account `address` names, if it is the user's on the frame's chain. */
const smartAccountFor = (address: string, deps: UnsafeMethodDeps) =>
  deps.smartAccount && sameEvm(address, deps.smartAccount.address) ? deps.smartAccount : undefined

/** The owner's signature as the smart account's (EIP-1271 once deployed, else EIP-6492). */
async function asSmartAccount(signature: Hex, smart: SmartAccountContext, deps: UnsafeMethodDeps) {
  const code = await chainRequest({ ...deps, chainId: smart.chain.id })('eth_getCode', [
    smart.address,
    'latest',
  ])
  const deployed = typeof code === 'string' && code !== '0x' && code !== '0x0'
  return toSmartAccountSignature(signature, {
    chain: smart.chain,
    owner: deps.view.evmAddress,
    deployed,
  })
}

/**
 * eth_sendTransaction from the smart account: one sponsored UserOperation (deploying the account
 * first if needed); the answer is the hash of the transaction that included it.
 */
async function sendFromSmartAccount(
  tx: z.infer<typeof sendTransactionParams>[0],
  smart: SmartAccountContext,
  deps: UnsafeMethodDeps,
): Promise<Hex> {
  if (!tx.to) throw createPorticoError('SCHEMA_INVALID_INPUT')
  const [{ createSmartAccount }, { sendSmartAccountCalls }] = await Promise.all([
    import('../wallet/smartAccount/createSmartAccount.ts'),
    import('../wallet/smartAccount/sendSmartAccountCalls.ts'),
  ])
  try {
    const account = await createSmartAccount({
      api: deps.api,
      token: deps.token,
      chainId: smart.chain.id,
      signal: deps.signal,
      chain: smart.chain,
      owner: deps.view.evmAddress,
      address: smart.address,
      wallet: deps.wallet,
    })
    const data = (tx.data ?? tx.input) as Hex | undefined
    const { transactionHash } = await sendSmartAccountCalls(account, [
      {
        to: tx.to as Hex,
        ...(tx.value === undefined ? {} : { value: hexToBigInt(tx.value as Hex) }),
        ...(data === undefined ? {} : { data }),
      },
    ])
    return transactionHash
  } catch (error) {
    throw unwrap(error)
  }
}

async function sendTransaction(params: unknown, deps: UnsafeMethodDeps): Promise<Hex> {
  const { api, token, chainId, signal } = deps
  if (chainId === undefined) throw createPorticoError('UNSUPPORTED_CHAIN')
  const [tx] = parseParams(sendTransactionParams, params)
  const smart = smartAccountFor(tx.from, deps)
  if (!smart && !sameEvm(tx.from, deps.view.evmAddress)) throw new AddressMismatchError()
  if (tx.chainId !== undefined) {
    const requested = typeof tx.chainId === 'number' ? tx.chainId : hexToNumber(tx.chainId as Hex)
    if (requested !== chainId) throw createPorticoError('CHAIN_NOT_SUPPORTED')
  }
  if (smart) return sendFromSmartAccount(tx, smart, deps)
  const client = createPublicClient({
    transport: custom({
      request: async ({ method, params: p }: { method: string; params?: unknown }) =>
        (
          await api.post(
            '/api/rpc',
            { chainId, method, params: p ?? [] },
            {
              token,
              signal,
              schema: rpcResponse(),
            },
          )
        ).result,
    }),
  })
  const quantity = (value: string | undefined) =>
    value === undefined ? undefined : hexToBigInt(value as Hex)
  const fees =
    tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
      ? {
          maxFeePerGas: quantity(tx.maxFeePerGas),
          maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
        }
      : tx.gasPrice !== undefined
        ? { gasPrice: quantity(tx.gasPrice) }
        : {}
  let prepared: Awaited<ReturnType<typeof prepareTransactionRequest>>
  try {
    prepared = await prepareTransactionRequest(client, {
      account: tx.from as Hex,
      chain: null,
      chainId,
      to: tx.to ? (tx.to as Hex) : undefined,
      value: quantity(tx.value),
      data: (tx.data ?? tx.input) as Hex | undefined,
      gas: quantity(tx.gas),
      nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce as Hex),
      ...fees,
    } as Parameters<typeof prepareTransactionRequest>[1])
  } catch (error) {
    throw unwrap(error)
  }
  const p = prepared as {
    to?: Hex | null
    value?: bigint
    data?: Hex
    nonce: number
    gas: bigint
    gasPrice?: bigint
    maxFeePerGas?: bigint
    maxPriorityFeePerGas?: bigint
  }
  const transaction: EvmTransactionRequest = {
    chainId,
    to: p.to ?? undefined,
    value: p.value?.toString(),
    data: p.data,
    nonce: p.nonce,
    gas: p.gas.toString(),
    ...(p.maxFeePerGas !== undefined
      ? {
          maxFeePerGas: p.maxFeePerGas.toString(),
          maxPriorityFeePerGas: p.maxPriorityFeePerGas?.toString(),
        }
      : { gasPrice: p.gasPrice?.toString() }),
  }
  const signed = await deps.wallet.signEvm(token, { kind: 'transaction', transaction })
  const { result } = await api.post(
    '/api/rpc/send-raw',
    { chainId, transaction: signed },
    { token, signal, schema: sendRawResponse() },
  )
  return result as Hex
}

/** Signs in the worker, sends through the frame server to the frame's cluster; the signature. */
async function signAndSendSolana(params: unknown, deps: UnsafeMethodDeps) {
  const { transaction } = parseParams(solanaSignAndSendTransactionParams, params)
  if (deps.solanaChain === undefined) throw createPorticoError('CHAIN_NOT_SUPPORTED')
  const [signed] = (await deps.wallet.signSolana(deps.token, {
    kind: 'transactions',
    transactions: [transaction],
  })) as string[]
  const { result } = await deps.api.post(
    '/api/rpc/solana-send',
    { chain: deps.solanaChain, transaction: base64.encode(base58.decode(signed as string)) },
    { token: deps.token, signal: deps.signal, schema: solanaSendResponse() },
  )
  return { signature: result }
}

/** The answer to one approved unsafe method; RPC_METHOD_NOT_ALLOWED for those the frame lacks. */
export async function runUnsafeMethod(
  method: string,
  params: unknown,
  deps: UnsafeMethodDeps,
): Promise<unknown> {
  const { wallet, token, view } = deps
  switch (method) {
    case 'personal_sign': {
      const [message, address] = parseParams(personalSignParams, params)
      const smart = smartAccountFor(address, deps)
      if (!smart && !sameEvm(address, view.evmAddress)) throw new AddressMismatchError()
      // A hex message is bytes (as wallets read personal_sign); anything else is UTF-8 text.
      const signature = await wallet.signEvm(token, {
        kind: 'message',
        message: isHex(message) && message.length % 2 === 0 ? { raw: message } : message,
      })
      return smart ? asSmartAccount(signature, smart, deps) : signature
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = parseParams(signTypedDataParams, params)
      const smart = smartAccountFor(address, deps)
      if (!smart && !sameEvm(address, view.evmAddress)) throw new AddressMismatchError()
      // viem checks the typed data against its types while hashing (here, before the worker).
      try {
        hashTypedData(typedData as Parameters<typeof hashTypedData>[0])
      } catch {
        throw createPorticoError('SCHEMA_INVALID_INPUT')
      }
      const signature = await wallet.signEvm(token, { kind: 'typedData', typedData })
      return smart ? asSmartAccount(signature, smart, deps) : signature
    }
    case 'eth_sendTransaction':
      return sendTransaction(params, deps)
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(solanaSignMessageParams, params)
      if (pubkey !== view.solanaAddress) throw new AddressMismatchError()
      return { signature: await wallet.signSolana(token, { kind: 'message', message }) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parseParams(solanaSignTransactionParams, params)
      const [signed] = (await wallet.signSolana(token, {
        kind: 'transactions',
        transactions: [transaction],
      })) as string[]
      return { transaction: signed }
    }
    case 'solana_signAndSendTransaction':
      return signAndSendSolana(params, deps)
    case 'solana_signAllTransactions': {
      const { transactions } = parseParams(solanaSignAllTransactionsParams, params)
      return {
        transactions: await wallet.signSolana(token, { kind: 'transactions', transactions }),
      }
    }
    default:
      throw createPorticoError('RPC_METHOD_NOT_ALLOWED')
  }
}
