import { decodeFunctionData, encodeFunctionResult } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT,
  devnet,
  RECEIVER,
  TOKEN_CONTRACT,
  USDT_STYLE_CONTRACT,
} from '../account/fakeCloud.test-helpers.ts'
import {
  buildSendTransaction,
  checkTransferResult,
  ERC20_TRANSFER_ABI,
  transferAbiOf,
  USDT_TRANSFER_ABI,
} from './buildSendTransaction.ts'
import { transferInterfaceOf, USDT_STYLE_TOKEN_ADDRESSES } from './usdtStyleTokens.ts'

describe('buildSendTransaction', () => {
  it('a native send: the value to the receiver, with the estimated gas price', () => {
    const tx = buildSendTransaction({
      from: ACCOUNT,
      receiver: RECEIVER,
      amount: 1_500_000_000_000_000_000n,
      gasPrice: 1_000_000_000n,
    })
    expect(tx).toEqual({
      from: ACCOUNT.toLowerCase(),
      to: RECEIVER,
      value: '0x14d1120d7b160000',
      gasPrice: '0x3b9aca00',
    })
  })

  it('a token send: transfer(receiver, amount) to the token contract, no value', () => {
    const tx = buildSendTransaction({
      from: ACCOUNT,
      receiver: '0xB0B0000000000000000000000000000000000002',
      amount: 5_000_000n,
      token: { address: TOKEN_CONTRACT, transferInterface: 'erc20' },
    })
    expect(tx).toMatchObject({ from: ACCOUNT.toLowerCase(), to: TOKEN_CONTRACT, value: '0x0' })
    expect(tx.data?.slice(0, 10)).toBe('0xa9059cbb')
    expect(tx.gasPrice).toBeUndefined()
    const decoded = decodeFunctionData({ abi: ERC20_TRANSFER_ABI, data: tx.data ?? '0x' })
    expect(decoded.args).toEqual([RECEIVER, 5_000_000n])
  })

  it('a USDT-style token gets the same calldata; its interface differs in the return only', () => {
    const input = { from: ACCOUNT, receiver: RECEIVER, amount: 7n } as const
    const usdt = buildSendTransaction({
      ...input,
      token: { address: USDT_STYLE_CONTRACT, transferInterface: 'usdt' },
    })
    const erc20 = buildSendTransaction({
      ...input,
      token: { address: USDT_STYLE_CONTRACT, transferInterface: 'erc20' },
    })
    expect(usdt.data).toBe(erc20.data)
    expect(transferAbiOf('usdt')).toBe(USDT_TRANSFER_ABI)
    expect(USDT_TRANSFER_ABI[0].outputs).toEqual([])
    expect(ERC20_TRANSFER_ABI[0].outputs).toEqual([{ name: '', type: 'bool' }])
  })
})

describe('checkTransferResult', () => {
  const answer = (ok: boolean) =>
    encodeFunctionResult({ abi: ERC20_TRANSFER_ABI, functionName: 'transfer', result: ok })

  it('an ERC-20 must answer true', () => {
    expect(() => checkTransferResult('erc20', answer(true))).not.toThrow()
    expect(() => checkTransferResult('erc20', answer(false))).toThrow(
      'The token did not confirm the transfer',
    )
    expect(() => checkTransferResult('erc20', '0x')).toThrow()
  })

  it('a USDT-style token answers nothing, and that is a success', () => {
    expect(() => checkTransferResult('usdt', '0x')).not.toThrow()
  })
})

describe('USDT-style tokens (SPEC §7)', () => {
  it('are the seven USDT contracts, plus what a network lists', () => {
    expect(new Set(USDT_STYLE_TOKEN_ADDRESSES).size).toBe(7)
    expect(transferInterfaceOf('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe('usdt')
    expect(transferInterfaceOf(USDT_STYLE_CONTRACT)).toBe('erc20')
    expect(transferInterfaceOf(USDT_STYLE_CONTRACT.toUpperCase().replace('0X', '0x'), devnet)).toBe(
      'usdt',
    )
    expect(transferInterfaceOf(TOKEN_CONTRACT, devnet)).toBe('erc20')
  })
})
