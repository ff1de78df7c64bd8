/**
 * What the chain says about a wallet's work, read from anvil: a signature that verifies for an
 * address, and a transfer mined with exactly the sender, receiver and value a page asked for.
 */
import { expect } from '@playwright/test'
import { type Address, createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
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

export async function expectTransferMined(
  hash: Hex,
  transfer: { from: Address; to: Address; ether: string },
) {
  expect((await devnetClient.waitForTransactionReceipt({ hash })).status).toBe('success')
  const transaction = await devnetClient.getTransaction({ hash })
  expect(transaction.from.toLowerCase()).toBe(transfer.from.toLowerCase())
  expect(transaction.to?.toLowerCase()).toBe(transfer.to.toLowerCase())
  expect(transaction.value).toBe(parseEther(transfer.ether))
}
