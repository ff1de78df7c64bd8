/**
 * What the approval view shows for a request, decoded from its params: the text a personal_sign
 * signs (hex read as UTF-8 when it is printable), typed data as its domain and nested fields, a
 * transaction as its action (a native transfer, an ERC-20 transfer or approve, another contract
 * call by selector), recipient, value and the most it can cost in fees. Pure: no words here, the
 * view turns each kind into catalogue messages.
 */
import { grantPermissionsParamsSchema, revokePermissionsParamsSchema } from '@portico/shared'
import { base58 } from '@scure/base'
import { bytesToHex, decodeFunctionData, erc20Abi, formatEther, type Hex, maxUint256 } from 'viem'
import {
  describeSolanaTransaction,
  type SolanaTransactionDescription,
} from './describeSolanaTransaction.ts'

export interface DataField {
  name: string
  /** The type as the typed data declares it (absent for domain fields). */
  type?: string
  value?: string
  children?: DataField[]
}

export type TransactionAction =
  | { kind: 'nativeTransfer'; recipient: string }
  | { kind: 'erc20Transfer'; token: string; recipient: string; amount: bigint }
  | { kind: 'erc20Approve'; token: string; spender: string; amount: bigint; unlimited: boolean }
  | { kind: 'contractCall'; contract: string; selector: string; functionName?: string }
  | { kind: 'deploy' }

export type RequestDescription =
  | { kind: 'message'; text: string; isHex: boolean }
  | { kind: 'typedData'; primaryType: string; domain: DataField[]; fields: DataField[] }
  | {
      kind: 'transaction'
      action: TransactionAction
      /** Native value in ether units (18 decimals), as a decimal string. */
      value: string
      /** gas × (maxFeePerGas ?? gasPrice) in ether units, when the request names both. */
      maxFee?: string
      chainId?: number
      data?: string
    }
  /** One Solana transaction, decoded (describeSolanaTransaction.ts); `send`: signed and sent. */
  | ({ kind: 'solanaTransaction'; send: boolean } & SolanaTransactionDescription)
  /** Solana transactions shown by count only (several, or bytes that do not parse). */
  | { kind: 'solanaTransactions'; count: number }
  /** wallet_grantPermissions (ERC-7715): a session key may send `token` to `recipient`. */
  | { kind: 'sessionGrant'; token: string; allowance: bigint; recipient: string; expiry: number }
  /** wallet_revokePermissions: the session `pci` ends. */
  | { kind: 'sessionRevoke'; pci: string }
  | { kind: 'other'; method: string }

const HEX = /^0x([0-9a-fA-F]{2})*$/
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u

/** A personal_sign payload as text when its bytes are printable UTF-8; else the hex as given. */
export function messageText(raw: string): { text: string; isHex: boolean } {
  if (!HEX.test(raw) || raw === '0x') return { text: raw, isHex: false }
  return bytesText(Uint8Array.from(raw.slice(2).match(/../g) ?? [], (b) => Number.parseInt(b, 16)))
}

/** Bytes as text when they are printable UTF-8, else as hex. */
function bytesText(bytes: Uint8Array): { text: string; isHex: boolean } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (PRINTABLE.test(text)) return { text, isHex: false }
  } catch {
    // not UTF-8: shown as hex
  }
  return { text: bytesToHex(bytes), isHex: true }
}

const toBigInt = (value: unknown): bigint | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return undefined
  return BigInt(value)
}

const show = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : (JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) ??
      String(value))

type TypeMap = Record<string, { name: string; type: string }[]>

/** A struct's fields, nested structs and arrays of them expanded (depth-capped against loops). */
function structFields(types: TypeMap, type: string, value: unknown, depth = 0): DataField[] {
  const members = types[type]
  if (!members || typeof value !== 'object' || value === null || depth > 8) return []
  const record = value as Record<string, unknown>
  return members.map(({ name, type: memberType }) =>
    field(types, name, memberType, record[name], depth + 1),
  )
}

function field(
  types: TypeMap,
  name: string,
  type: string,
  value: unknown,
  depth: number,
): DataField {
  const array = /^(.*)\[\d*\]$/.exec(type)
  if (array?.[1] && Array.isArray(value))
    return {
      name,
      type,
      children: value.map((item, i) => field(types, `${i}`, array[1] as string, item, depth + 1)),
    }
  if (types[type]) return { name, type, children: structFields(types, type, value, depth) }
  return { name, type, value: show(value) }
}

function describeTypedData(raw: unknown): RequestDescription {
  let typed: {
    types?: TypeMap
    primaryType?: string
    domain?: Record<string, unknown>
    message?: unknown
  } = {}
  try {
    typed = typeof raw === 'string' ? JSON.parse(raw) : ((raw ?? {}) as typeof typed)
  } catch {
    // shown with no fields below
  }
  const types = typed.types && typeof typed.types === 'object' ? typed.types : {}
  const primaryType = typeof typed.primaryType === 'string' ? typed.primaryType : ''
  const domain = Object.entries(typed.domain ?? {}).map(([name, value]) => ({
    name,
    value: show(value),
  }))
  return {
    kind: 'typedData',
    primaryType,
    domain,
    fields: structFields(types, primaryType, typed.message),
  }
}

function decodeAction(to: string | undefined, data: string | undefined): TransactionAction {
  if (!to) return { kind: 'deploy' }
  if (!data || data === '0x' || !HEX.test(data)) return { kind: 'nativeTransfer', recipient: to }
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: data as Hex })
    if (call.functionName === 'transfer')
      return { kind: 'erc20Transfer', token: to, recipient: call.args[0], amount: call.args[1] }
    if (call.functionName === 'approve')
      return {
        kind: 'erc20Approve',
        token: to,
        spender: call.args[0],
        amount: call.args[1],
        unlimited: call.args[1] === maxUint256,
      }
    return {
      kind: 'contractCall',
      contract: to,
      selector: data.slice(0, 10),
      functionName: call.functionName,
    }
  } catch {
    return { kind: 'contractCall', contract: to, selector: data.slice(0, 10) }
  }
}

function describeTransaction(raw: unknown): RequestDescription {
  const tx = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const to = typeof tx.to === 'string' ? tx.to : undefined
  const data =
    typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined
  const gas = toBigInt(tx.gas)
  const price = toBigInt(tx.maxFeePerGas) ?? toBigInt(tx.gasPrice)
  const chainId = toBigInt(tx.chainId)
  return {
    kind: 'transaction',
    action: decodeAction(to, data),
    value: formatEther(toBigInt(tx.value) ?? 0n),
    maxFee: gas !== undefined && price !== undefined ? formatEther(gas * price) : undefined,
    chainId: chainId === undefined ? undefined : Number(chainId),
    data: data && data !== '0x' ? data : undefined,
  }
}

export function describeRequest(method: string, params: unknown): RequestDescription {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return { kind: 'message', ...messageText(String(list[0] ?? '')) }
    case 'eth_signTypedData_v4':
      return describeTypedData(list[1])
    case 'eth_sendTransaction':
      return describeTransaction(list[0])
    case 'solana_signMessage': {
      const message = (params as { message?: unknown } | null)?.message
      try {
        return { kind: 'message', ...bytesText(base58.decode(String(message))) }
      } catch {
        return { kind: 'message', text: String(message), isHex: false }
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const decoded = describeSolanaTransaction(
        (params as { transaction?: unknown } | null)?.transaction,
      )
      return decoded
        ? {
            kind: 'solanaTransaction',
            send: method === 'solana_signAndSendTransaction',
            ...decoded,
          }
        : { kind: 'solanaTransactions', count: 1 }
    }
    case 'solana_signAllTransactions': {
      const transactions = (params as { transactions?: unknown } | null)?.transactions
      return {
        kind: 'solanaTransactions',
        count: Array.isArray(transactions) ? transactions.length : 1,
      }
    }
    case 'wallet_grantPermissions': {
      const parsed = grantPermissionsParamsSchema.safeParse(params)
      const permission = parsed.success ? parsed.data[0].permissions[0] : undefined
      if (!parsed.success || !permission) return { kind: 'other', method }
      return {
        kind: 'sessionGrant',
        token: permission.data.address,
        allowance: BigInt(permission.data.allowance),
        recipient: permission.data.recipient,
        expiry: parsed.data[0].expiry,
      }
    }
    case 'wallet_revokePermissions': {
      const parsed = revokePermissionsParamsSchema.safeParse(params)
      if (!parsed.success) return { kind: 'other', method }
      return { kind: 'sessionRevoke', pci: parsed.data[0].permissionsContext }
    }
    default:
      return { kind: 'other', method }
  }
}
