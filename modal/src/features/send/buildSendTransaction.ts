/**
 * The transaction of an EVM send (SPEC §7 "Sends go through the wallet"): a native transfer
 * (value to the receiver) or a token transfer (`transfer(address,uint256)` calldata to the token
 * contract), and the check of the token's simulated answer. Loaded only when a send needs it,
 * so viem's ABI code stays out of the modal's first chunks.
 */
import { PorticoError } from '@portico/shared'
import { decodeFunctionResult, encodeFunctionData, type Hex, toHex } from 'viem'
import { sendTexts } from './sendMessages.ts'
import type { TransferInterface } from './usdtStyleTokens.ts'

const transferInputs = [
  { name: 'to', type: 'address' },
  { name: 'value', type: 'uint256' },
] as const

/** ERC-20: transfer returns whether it transferred. */
export const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: transferInputs,
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** USDT-style: transfer returns nothing; it reverts when it cannot transfer. */
export const USDT_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: transferInputs,
    outputs: [],
  },
] as const

export const transferAbiOf = (transferInterface: TransferInterface) =>
  transferInterface === 'usdt' ? USDT_TRANSFER_ABI : ERC20_TRANSFER_ABI

/** eth_sendTransaction's parameter: quantities as hex (EIP-1474). */
export interface EvmTransactionRequest {
  from: Hex
  to: Hex
  value: Hex
  data?: Hex
  gasPrice?: Hex
}

export interface SendTransactionInput {
  from: Hex
  receiver: Hex
  /** In the token's base units (wei for the native currency). */
  amount: bigint
  /** Absent for the native currency. */
  token?: { address: Hex; transferInterface: TransferInterface }
  /** Wei per gas; a native send carries the price it was estimated with (SPEC §5). */
  gasPrice?: bigint
}

/** Lower-case, so that viem's checksum check does not reject a hand-typed mixed case. */
const lower = (address: Hex) => address.toLowerCase() as Hex

export function buildSendTransaction(input: SendTransactionInput): EvmTransactionRequest {
  const from = lower(input.from)
  if (!input.token) {
    return {
      from,
      to: lower(input.receiver),
      value: toHex(input.amount),
      ...(input.gasPrice === undefined ? {} : { gasPrice: toHex(input.gasPrice) }),
    }
  }
  const data = encodeFunctionData({
    abi: transferAbiOf(input.token.transferInterface),
    functionName: 'transfer',
    args: [lower(input.receiver), input.amount],
  })
  return { from, to: lower(input.token.address), value: '0x0', data }
}

/**
 * Reads a simulated transfer's answer (eth_call): an ERC-20 must say true; a USDT-style token
 * says nothing (a refusal reverts, and the call has already thrown). Throws when the token
 * did not confirm.
 */
export function checkTransferResult(transferInterface: TransferInterface, result: unknown): void {
  if (transferInterface === 'usdt') return
  let confirmed = false
  try {
    confirmed =
      decodeFunctionResult({
        abi: ERC20_TRANSFER_ABI,
        functionName: 'transfer',
        data: (typeof result === 'string' ? result : '0x') as Hex,
      }) === true
  } catch {
    confirmed = false
  }
  if (!confirmed)
    throw new PorticoError(sendTexts.transferRefused, { code: 'TRANSFER_NOT_CONFIRMED' })
}
