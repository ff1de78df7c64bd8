/**
 * personal_sign and eth_signTypedData_v4: the origin must be connected, the address must be
 * the wallet's account, and the user (or test mode) must approve. Signed locally with viem.
 */
import type { TypedDataDefinition } from 'viem'
import { hexToString, isHex } from 'viem'
import { z } from 'zod'
import { invalidParams, unauthorized } from '../providerErrors.ts'
import { requireApproval } from './approvals.ts'
import { requireConnected } from './connectionMethods.ts'
import { prettyJson } from './prettyJson.ts'
import type { RpcContext } from './rpcContext.ts'
import { addressSchema, parseParams, sameAddress } from './rpcParams.ts'
import { fromViemError } from './viemErrors.ts'
import { readState } from './walletState.ts'

const personalSignSchema = z.tuple([z.string(), addressSchema]).rest(z.unknown())

/** Hex that decodes to printable UTF-8 is shown as text, other hex as is. */
function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

export async function personalSign(context: RpcContext): Promise<string> {
  const [message, address] = parseParams(personalSignSchema, context)
  const account = await requireConnected(context.origin)
  if (!sameAddress(address, account.address)) throw unauthorized()
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Sign this message as ${account.address}:\n\n${readableMessage(message)}`,
  })
  const signable = isHex(message) ? { raw: message } : message
  return account.signMessage({ message: signable }).catch((error: unknown) => {
    throw fromViemError(error)
  })
}

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  domain: z.record(z.string(), z.unknown()).default({}),
  message: z.record(z.string(), z.unknown()),
})

const signTypedDataSchema = z.tuple([
  addressSchema,
  z
    .union([
      z.string().transform((json, ctx) => {
        try {
          return JSON.parse(json) as unknown
        } catch {
          ctx.addIssue({ code: 'custom', message: 'typed data is not valid JSON' })
          return z.NEVER
        }
      }),
      z.record(z.string(), z.unknown()),
    ])
    .pipe(typedDataSchema),
])

export async function signTypedDataV4(context: RpcContext): Promise<string> {
  const [address, typedData] = parseParams(signTypedDataSchema, context)
  const account = await requireConnected(context.origin)
  if (!sameAddress(address, account.address)) throw unauthorized()
  const domainChainId = typedData.domain.chainId
  if (domainChainId !== undefined) {
    const state = await readState()
    let declared: bigint | null = null
    try {
      declared = BigInt(String(domainChainId))
    } catch {
      declared = null
    }
    if (declared !== BigInt(state.chainId)) {
      throw invalidParams(
        `${context.method}: the domain's chainId ${String(domainChainId)} is not the current chain ${state.chainId}`,
      )
    }
  }
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Sign this typed data as ${account.address}:\n\n${prettyJson(typedData)}`,
  })
  // viem validates the structure against the types while hashing.
  return account
    .signTypedData(typedData as unknown as TypedDataDefinition)
    .catch((error: unknown) => {
      throw fromViemError(error)
    })
}
