/**
 * What the chain says about a wallet's work, read from anvil: a signature that verifies for an
 * address, and a transfer mined with exactly the sender, receiver and value a page asked for.
 */
import { expect } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { e2eConfig } from './e2eStack.ts'

export const devnetClient = createPublicClient({ transport: http(e2eConfig.rpcUrl) })

/** Gives `address` `ether` ETH on the main devnet chain (anvil). */
export async function setEthBalance(address: Address, ether: string) {
  await devnetClient.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther(ether))] as never,
  })
}

/** The signature verifies for `address`: an EOA's, or a smart account's (EIP-1271 or EIP-6492). */
export async function expectSignedBy(address: Address, message: string, signature: Hex) {
  expect(await devnetClient.verifyMessage({ address, message, signature })).toBe(true)
}

const executeAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])

/**
 * Mined, and exactly that transfer: an EOA's own transaction, or (the e-mail wallet is a smart
 * account on the devnet chain) a bundler's handleOps whose UserOperation from `from` succeeded
 * and calls execute(to, value, 0x).
 */
export async function expectTransferMined(
  hash: Hex,
  transfer: { from: Address; to: Address; ether: string },
) {
  const receipt = await devnetClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const transaction = await devnetClient.getTransaction({ hash })
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (!same(transaction.from, transfer.from)) {
    const { args } = decodeFunctionData({ abi: entryPoint08Abi, data: transaction.input })
    const ops = (args?.[0] ?? []) as readonly { sender: Address; callData: Hex }[]
    const op = ops.find((o) => same(o.sender, transfer.from))
    expect(op, 'a UserOperation from the smart account').toBeDefined()
    const call = decodeFunctionData({ abi: executeAbi, data: (op as { callData: Hex }).callData })
    expect(call.args[0].toLowerCase()).toBe(transfer.to.toLowerCase())
    expect(call.args[1]).toBe(parseEther(transfer.ether))
    const events = parseEventLogs({
      abi: entryPoint08Abi,
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    expect(events.some((e) => same(e.args.sender, transfer.from) && e.args.success)).toBe(true)
    return
  }
  expect(transaction.from.toLowerCase()).toBe(transfer.from.toLowerCase())
  expect(transaction.to?.toLowerCase()).toBe(transfer.to.toLowerCase())
  expect(transaction.value).toBe(parseEther(transfer.ether))
}
