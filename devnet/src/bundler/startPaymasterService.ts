/**
 * The devnet's sponsor: an ERC-7677 paymaster web service (pm_getPaymasterStubData,
 * pm_getPaymasterData over JSON-RPC) that signs for the verifying paymaster. It holds the
 * paymaster signer's key, which never leaves this process (not in a page, not in a log).
 *
 * Policy: it sponsors Portico accounts only, i.e. operations whose account is deployed by the
 * devnet's PorticoAccountFactory (its factory in the operation) or is already a proxy to that
 * factory's implementation or to PorticoSessionAccount (what such an account upgrades to for
 * session keys), on this chain and EntryPoint. Every request is checked with zod;
 * anything else gets a JSON-RPC error and no signature. It answers loopback clients only.
 */
import { PorticoError } from '@portico/shared'
import Fastify from 'fastify'
import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  type LocalAccount,
  numberToHex,
  type PublicClient,
  parseAbi,
  slice,
} from 'viem'
import { z } from 'zod'
import {
  PAYMASTER_POST_OP_GAS_LIMIT,
  PAYMASTER_VERIFICATION_GAS_LIMIT,
  type Sponsorship,
  signPaymasterData,
  stubPaymasterData,
} from './sponsorUserOperation.ts'

/** How long a sponsorship stays valid, from the chain's latest block. */
export const SPONSORSHIP_TTL_SECONDS = 600
/** ERC-1967's implementation slot. */
const IMPLEMENTATION_SLOT: Hex =
  '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'
const factoryAbi = parseAbi(['function accountImplementation() view returns (address)'])

export class SponsorshipError extends PorticoError {
  override name = 'SponsorshipError'
  constructor(message: string, code = 'SPONSORSHIP_REFUSED') {
    super(message, { code })
  }
}

const hex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes') as z.ZodType<Hex>
const quantity = z
  .string()
  .regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/, 'must be a 0x-prefixed hex quantity')
  .transform((v) => BigInt(v))
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
  .transform((v) => getAddress(v))

/** The user operation as ERC-7677 sends it (EntryPoint v0.7/v0.8 fields, hex quantities). */
export const rpcUserOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: hex.nullish(),
  callData: hex,
  callGasLimit: quantity.default(0n),
  verificationGasLimit: quantity.default(0n),
  preVerificationGas: quantity.default(0n),
  maxFeePerGas: quantity.default(0n),
  maxPriorityFeePerGas: quantity.default(0n),
  paymasterVerificationGasLimit: quantity.nullish(),
  paymasterPostOpGasLimit: quantity.nullish(),
})
export type RpcUserOperation = z.infer<typeof rpcUserOperationSchema>

const paramsSchema = z.tuple([rpcUserOperationSchema, address, quantity]).rest(z.unknown())
const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(100), z.number().int()]),
  method: z.string().max(100),
  params: z.array(z.unknown()).max(8).default([]),
})

export interface PaymasterServiceOptions {
  host: string
  port: number
  client: PublicClient
  chainId: number
  entryPoint: Address
  paymaster: Address
  smartAccountFactory: Address
  /** PorticoSessionAccount: a PorticoAccount upgraded to it is still sponsored. */
  sessionAccountImplementation?: Address
  /** The paymaster's verifying signer. */
  sponsor: LocalAccount
}

export interface RunningPaymasterService {
  url: string
  stop(): Promise<void>
}

const isLoopback = (a: string | undefined) => !!a && (/^(::ffff:)?127\./.test(a) || a === '::1')

export async function startPaymasterService(
  o: PaymasterServiceOptions,
): Promise<RunningPaymasterService> {
  let accountImplementation: Address | undefined
  const implementationOfFactory = async () => {
    accountImplementation ??= await o.client.readContract({
      address: o.smartAccountFactory,
      abi: factoryAbi,
      functionName: 'accountImplementation',
    })
    return accountImplementation
  }

  const checkSponsorable = async (op: RpcUserOperation, entryPoint: Address, chainId: bigint) => {
    if (chainId !== BigInt(o.chainId))
      throw new SponsorshipError(`This paymaster sponsors chain ${o.chainId} only`)
    if (!isAddressEqual(entryPoint, o.entryPoint))
      throw new SponsorshipError(`This paymaster sponsors EntryPoint ${o.entryPoint} only`)
    if (op.factory) {
      if (!isAddressEqual(op.factory, o.smartAccountFactory))
        throw new SponsorshipError('This paymaster sponsors Portico accounts only')
      return
    }
    const slot = await o.client.getStorageAt({ address: op.sender, slot: IMPLEMENTATION_SLOT })
    const implementation = slot && slot !== '0x' ? getAddress(slice(slot, 12, 32)) : undefined
    const sessionAccount = o.sessionAccountImplementation
    if (
      !implementation ||
      !(
        isAddressEqual(implementation, await implementationOfFactory()) ||
        (sessionAccount !== undefined && isAddressEqual(implementation, sessionAccount))
      )
    )
      throw new SponsorshipError('This paymaster sponsors Portico accounts only')
  }

  const sponsorship = async (): Promise<Sponsorship> => {
    const block = await o.client.getBlock()
    return {
      chainId: o.chainId,
      paymaster: o.paymaster,
      validUntil: Number(block.timestamp) + SPONSORSHIP_TTL_SECONDS,
      validAfter: 0,
    }
  }

  const methods: Record<string, (params: unknown[]) => Promise<unknown>> = {
    pm_getPaymasterStubData: async (params) => {
      const [op, entryPoint, chainId] = parseParams(params)
      await checkSponsorable(op, entryPoint, chainId)
      return {
        paymaster: o.paymaster,
        paymasterData: stubPaymasterData(await sponsorship()),
        paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS_LIMIT),
        paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS_LIMIT),
        sponsor: { name: 'Portico devnet' },
        isFinal: false,
      }
    },
    pm_getPaymasterData: async (params) => {
      const [op, entryPoint, chainId] = parseParams(params)
      await checkSponsorable(op, entryPoint, chainId)
      const signed = {
        ...op,
        factory: op.factory ?? undefined,
        factoryData: op.factoryData ?? undefined,
        paymasterVerificationGasLimit:
          op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS_LIMIT,
        paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS_LIMIT,
      }
      return {
        paymaster: o.paymaster,
        paymasterData: await signPaymasterData(o.sponsor, signed, await sponsorship()),
        paymasterVerificationGasLimit: numberToHex(signed.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: numberToHex(signed.paymasterPostOpGasLimit),
      }
    },
  }

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 })
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.code(403).send()
  })
  app.post('/', async (request) => {
    const parsed = requestSchema.safeParse(request.body)
    if (!parsed.success)
      return rpcError(null, -32600, `Invalid request: ${parsed.error.issues[0]?.message ?? ''}`)
    const { id, method, params } = parsed.data
    const handler = methods[method]
    if (!handler) return rpcError(id, -32601, `Method not supported: ${method}`)
    try {
      return { jsonrpc: '2.0', id, result: await handler(params) }
    } catch (error) {
      if (error instanceof SponsorshipError)
        return rpcError(id, error.code === 'INVALID_PARAMS' ? -32602 : -32001, error.message)
      throw error
    }
  })
  const url = await app.listen({ host: o.host, port: o.port })
  return { url, stop: () => app.close() }
}

function parseParams(params: unknown[]) {
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new SponsorshipError(
      `Invalid params: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
      'INVALID_PARAMS',
    )
  }
  return parsed.data
}

const rpcError = (id: string | number | null, code: number, message: string) => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})
